// The one place a signed-in user's current password is checked, throttled per account apart from
// sign-in (rules/password-check-throttle.ts).
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { HttpError } from "../errors";
import type { OperationContext } from "./types";

/**
 * The current password and a second proof (a code) as one check: a right password with a wrong code
 * counts as a wrong check and does not clear the account's count, so codes cannot be guessed behind
 * a known password. The code is tried only after the password is right (trying it may spend it).
 * Answers what was wrong, or null when both were right.
 */
export async function currentPasswordAndCode(
  ctx: OperationContext,
  userId: number,
  password: string,
  codeAccepted: () => Promise<boolean>,
): Promise<"password" | "code" | null> {
  const throttle = ctx.session.passwordCheckThrottle;
  if (!throttle.begin(userId)) throw new HttpError(429, AUTH_MESSAGES.tooManyPasswordChecks);
  let wrong: "password" | "code" | null = "password";
  try {
    if (await ctx.store.users.passwordMatches(userId, password))
      wrong = (await codeAccepted()) ? null : "code";
    return wrong;
  } finally {
    throttle.end(userId, wrong === null);
  }
}

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
