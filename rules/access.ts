// Who may call an operation, read from the document's `x-roles`. The BFF's authorization hook, the
// mocks and the role-matrix test all decide with this one function.

export type Role = "admin" | "sales";

export type AccessDecision = "allow" | "unauthenticated" | "forbidden";

export function decideAccess(xRoles: readonly string[] | undefined, role: Role | null): AccessDecision {
  const roles = xRoles ?? ["admin", "sales"];
  if (roles.includes("public")) return "allow";
  if (role === null) return "unauthenticated";
  return roles.includes(role) ? "allow" : "forbidden";
}
