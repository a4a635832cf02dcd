// What a new password may not be, beyond its length: blank, one character over and over, one of
// the most common passwords (the 49 000-entry list @zxcvbn-ts/language-common maintains), in any
// letter case, or guessable by zxcvbn's estimate (@zxcvbn-ts/core: repeats such as '12121212' or
// 'abcabcab', runs, keyboard walks, dates, common words, and the account's own details and the
// shop's name, with digits or symbols added). Server-side only: the word lists stay out of the
// front end's bundle.
import { zxcvbn, zxcvbnOptions } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { MESSAGES } from "../../rules/messages";

zxcvbnOptions.setOptions({ dictionary, graphs: adjacencyGraphs });

const COMMON = new Set((dictionary.passwords as string[]).map((word) => word.toLowerCase()));

/**
 * zxcvbn's score (0–4) a new password must reach: 3 means about 10^8 guesses or more, beyond a
 * throttled online attack and a slow offline one on a stolen scrypt hash. Every example of issue 40
 * (the username with digits, the shop's name, '12121212', 'abcabcab') scores 0 or 1.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The pieces of the user's own details zxcvbn counts as known to an attacker: each whole input, an
 * e-mail's local part, each word of at least three characters, and the words run together or joined
 * by a usual separator ('Repuestos El Tigre' → 'repuestoseltigre', 'repuestos-el-tigre'), with and
 * without accents. zxcvbn
 * matches each as a dictionary word, in any case and with substitutions.
 */
export function guessableInputs(inputs: readonly string[]): string[] {
  const words = new Set<string>();
  // With and without accents: 'María García' is typed 'maria.garcia' as often as not.
  const spellings = inputs.flatMap((input) => {
    const text = input.normalize("NFKC").toLowerCase();
    return [text, text.normalize("NFD").replace(/\p{M}+/gu, "")];
  });
  for (const text of spellings) {
    const parts = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const joined = ["", "-", "_", ".", " "].map((separator) => parts.join(separator));
    for (const piece of [text, text.split("@")[0] ?? "", ...parts, ...joined])
      if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}

/** zxcvbn's score of the password given what an attacker knows of the account. */
export function passwordScore(password: string, inputs: readonly string[] = []): number {
  return zxcvbn(password.normalize("NFKC"), guessableInputs(inputs)).score;
}

/**
 * The Spanish reason a new password is refused, or null when it may be used. `inputs`: what an
 * attacker knows of the account (username, name, e-mail, the shop's name), counted as guessable.
 */
export function weakPasswordMessage(password: string, inputs: readonly string[] = []): string | null {
  if (password.trim() === "") return MESSAGES.passwordBlank;
  if ([...password].every((c) => c === password[0])) return MESSAGES.passwordOneCharacter;
  if (COMMON.has(password.toLowerCase())) return MESSAGES.passwordCommon;
  if (passwordScore(password, inputs) < MIN_PASSWORD_SCORE) return AUTH_MESSAGES.passwordGuessable;
  return null;
}
