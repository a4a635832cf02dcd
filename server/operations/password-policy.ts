// What a new password may not be, beyond its length: blank, one character over and over, one of
// the most common passwords (the 49 000-entry list @zxcvbn-ts/language-common maintains), in any
// letter case, or only guessable pieces (password-guessability.ts). Server-side only: the list stays out of the front end's bundle.
import { dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { MESSAGES } from "../../rules/messages";
import { isGuessablePassword } from "./password-guessability";

const COMMON = new Set((dictionary.passwords as string[]).map((word) => word.toLowerCase()));

/**
 * The Spanish reason a new password is refused, or null when it may be used. `inputs`: what an
 * attacker knows of the account (username, name, e-mail, the shop's name), counted as guessable.
 */
export function weakPasswordMessage(password: string, inputs: readonly string[] = []): string | null {
  if (password.trim() === "") return MESSAGES.passwordBlank;
  if ([...password].every((c) => c === password[0])) return MESSAGES.passwordOneCharacter;
  if (COMMON.has(password.toLowerCase())) return MESSAGES.passwordCommon;
  if (isGuessablePassword(password, inputs)) return AUTH_MESSAGES.passwordGuessable;
  return null;
}
