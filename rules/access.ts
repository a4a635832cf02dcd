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

/**
 * Who changes what a part sells for: a promotion that names products (attached at creation or
 * later, or switched on or off while it has some) is an Administrador's; one without products is
 * open to every signed-in user, as the specification has it. x-roles already keeps adding and
 * removing a promotion's products to the Administrador.
 */
export function mayChangePromotionPrices(role: Role, productCount: number): boolean {
  return productCount === 0 || role === "admin";
}
