// The one place a signed-in user's current password is checked, throttled per account apart from
// sign-in (rules/password-check-throttle.ts).
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { HttpError } from "../errors";
import type { OperationContext } from "./types";

/** Whether the password is the account's; 429 while the account's checks are over their limit. */
export async function currentPasswordMatches(
  ctx: OperationContext,
  userId: number,
  password: string,
): Promise<boolean> {
  const throttle = ctx.session.passwordCheckThrottle;
  if (!throttle.begin(userId)) throw new HttpError(429, AUTH_MESSAGES.tooManyPasswordChecks);
  let matched = false;
  try {
    matched = await ctx.store.users.passwordMatches(userId, password);
    return matched;
  } finally {
    throttle.end(userId, matched);
  }
}
