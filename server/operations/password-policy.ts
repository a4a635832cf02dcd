// What a new password may not be, beyond its length: blank, one character over and over, or one of
// the most common passwords (the 49 000-entry list @zxcvbn-ts/language-common maintains), in any
// letter case. Server-side only: the list stays out of the front end's bundle.
import { dictionary } from "@zxcvbn-ts/language-common";
import { MESSAGES } from "../../rules/messages";

const COMMON = new Set((dictionary.passwords as string[]).map((word) => word.toLowerCase()));

/** The Spanish reason a new password is refused, or null when it may be used. */
export function weakPasswordMessage(password: string): string | null {
  if (password.trim() === "") return MESSAGES.passwordBlank;
  if ([...password].every((c) => c === password[0])) return MESSAGES.passwordOneCharacter;
  if (COMMON.has(password.toLowerCase())) return MESSAGES.passwordCommon;
  return null;
}
