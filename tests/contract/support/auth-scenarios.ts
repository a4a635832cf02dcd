// The signed-out (401) and wrong-role (403) scenarios of a tag, derived from each operation's
// x-roles and run with the operation's sample request.
import { MESSAGES } from "../../../rules/messages";
import { expectError } from "./expectations";
import { isAdminOnly, isPublic, operations } from "./openapi";
import { sampleRequest } from "./samples";
import type { Scenario } from "./scenario";

export function authScenarios(tag: string): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const op of operations.filter((o) => o.tag === tag)) {
    if (!isPublic(op)) {
      scenarios.push({
        title: `${op.operationId}: signed out → 401`,
        covers: [[op.operationId, "unauthenticated"]],
        async run(ctx) {
          const anon = ctx.anon();
          const res = await anon.call(op.operationId, await sampleRequest(op.operationId, ctx, anon, null));
          expectError(res, 401, MESSAGES.notAuthenticated);
        },
      });
    }
    if (isAdminOnly(op)) {
      scenarios.push({
        title: `${op.operationId}: Vendedor → 403 (before any validation)`,
        covers: [[op.operationId, "forbidden"]],
        async run(ctx) {
          const vendedor = await ctx.vendedor();
          const sample = await sampleRequest(op.operationId, ctx, vendedor, "sales");
          // An invalid body must not reveal validation details to a role that may not call this.
          const res = await vendedor.call(
            op.operationId,
            sample.body !== undefined ? { ...sample, body: {} } : sample,
          );
          expectError(res, 403, MESSAGES.forbiddenRole);
        },
      });
    }
  }
  return scenarios;
}
