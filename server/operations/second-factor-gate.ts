// The 'Seguridad' switch enforced by the server, not only by the screen: while the shop requires a
// second factor of every Administrador, an Administrador without one may only read who they are,
// enrol, see and end their own sessions, and sign out. Every other operation answers 403, so a
// password alone (guessed, phished, reused) gives nothing of the shop. Applied once to the whole
// registry, so both transports and every operation added later are covered.
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { forbidden } from "../errors";
import type { AnyOperation, OperationContext, OperationId, OperationTable } from "./types";

/** What an Administrador still needs to enrol and to leave. */
export const OPEN_WITHOUT_SECOND_FACTOR: ReadonlySet<OperationId> = new Set<OperationId>([
  "login",
  "loginSecondFactor",
  "logout",
  "getCurrentUser",
  "getOwnTwoFactor",
  "startTwoFactorEnrolment",
  "confirmTwoFactor",
  "listOwnSessions",
  "endOtherSessions",
]);

/** True when the caller is an Administrador the shop requires a second factor of and who has none. */
export async function missingRequiredSecondFactor(ctx: OperationContext): Promise<boolean> {
  if (ctx.user?.role !== "admin") return false;
  if (!(await ctx.store.twoFactor.requiredForAdmins())) return false;
  return !(await ctx.store.twoFactor.get(ctx.user.id)).enabled;
}

function gated(operationId: OperationId, operation: AnyOperation): AnyOperation {
  if (OPEN_WITHOUT_SECOND_FACTOR.has(operationId)) return operation;
  return async (ctx, input) => {
    if (await missingRequiredSecondFactor(ctx)) throw forbidden(AUTH_MESSAGES.secondFactorRequiredOfAdmins);
    return operation(ctx, input);
  };
}

/** The table with the requirement in front of every operation but the open ones. */
export function withSecondFactorGate<T extends OperationTable>(table: T): T {
  const out: Record<string, AnyOperation> = {};
  for (const [operationId, operation] of Object.entries(table))
    out[operationId] = gated(operationId as OperationId, operation as AnyOperation);
  return out as T;
}
