// For every operation of openapi.yaml, signed-out, Vendedor and Administrador each get what the
// operation's x-roles say: public → never 401; signed out → 401 otherwise; a role outside x-roles
// → 403 (before any validation); an allowed role → a success for a valid request.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideAccess } from "../../rules/access";
import { ContractSession, type ApiClient } from "./support/client";
import { expectError } from "./support/expectations";
import { operations } from "./support/openapi";
import { sampleRequest, type Role } from "./support/samples";
import { contextFor } from "./support/scenario";
import { newSignedInAccount } from "./support/two-factor";
import { createBffTarget } from "./targets/bff";
import { createMocksTarget } from "./targets/mocks";

// Signing in or out changes the caller's own session, so these run on a throwaway client.
const SESSION_ALTERING = new Set(["login", "logout", "loginSecondFactor"]);
// Turning a second factor on, or a new password, would change the demo accounts' later sign-ins:
// these run as a throwaway account of the role.
const THROWAWAY_ACCOUNT = new Set(["confirmTwoFactor", "changeUserPassword", "disableOwnTwoFactor"]);

const ROLES: Array<{ label: string; role: Role; user: "vendedor" | "admin" | null }> = [
  { label: "signed out", role: null, user: null },
  { label: "Vendedor", role: "sales", user: "vendedor" },
  { label: "Administrador", role: "admin", user: "admin" },
];

describe.each([createBffTarget(), createMocksTarget()])("role matrix on $name", (target) => {
  const session = new ContractSession(target);
  const ctx = contextFor(session);
  beforeAll(() => target.start());
  afterAll(() => target.stop());

  async function clientFor(user: "vendedor" | "admin" | null, operationId: string): Promise<ApiClient> {
    if (!user) return session.anonymous();
    if (THROWAWAY_ACCOUNT.has(operationId))
      return (await newSignedInAccount(ctx, user === "admin" ? "admin" : "sales")).client;
    if (SESSION_ALTERING.has(operationId))
      return session.freshLogin(user, user === "admin" ? "admin123" : "vendedor123");
    return session.asUser(user);
  }

  it.each(operations.map((op) => [`${op.method.toUpperCase()} ${op.path} (${op.operationId})`, op] as const))(
    "%s",
    async (_title, op) => {
      for (const { label, role, user } of ROLES) {
        const client = await clientFor(user, op.operationId);
        const sample = await sampleRequest(op.operationId, ctx, client, role);
        const decision = decideAccess(op.roles, role);
        if (decision === "unauthenticated") {
          expectError(await client.call(op.operationId, sample), 401);
        } else if (decision === "forbidden") {
          const body = sample.body !== undefined ? {} : undefined;
          expectError(await client.call(op.operationId, { ...sample, body }), 403);
        } else {
          const res = await client.call(op.operationId, sample);
          // The sample is a valid request, so an allowed role gets a success, not merely "not 401/403".
          const where = `${op.operationId} as ${label} answered ${res.status}: ${res.text.slice(0, 200)}`;
          expect([401, 403], where).not.toContain(res.status);
          expect(res.status >= 200 && res.status < 300, where).toBe(true);
        }
      }
    },
  );
});
