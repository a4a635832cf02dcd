// The new-password rule the server enforces and the forms check before sending, in one wording.
import { MESSAGES } from "./messages";

/** The smallest new password accepted (the schema says the same). */
export const PASSWORD_MIN_LENGTH = 8;

/** The refusal for a new password, or null when it is acceptable. */
export function newPasswordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? MESSAGES.passwordTooShort : null;
}
