// How guessable a new password is, in the manner of zxcvbn (whose core is not among the
// dependencies; its word lists, @zxcvbn-ts/language-common, are): a password made only of guessable
// pieces is refused. Pieces: a repeated unit ('12121212', 'abcabcab'), a run up or down a sequence
// ('abcdefgh', '98765432'), a walk along a keyboard row ('qwertyui', 'asdfghjk'), one of the most
// common passwords, or the user's own inputs — username, name, e-mail and the shop's name — with
// digits or symbols added ('ana2024!', 'Repuestos123').
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

const COMMON = new Set((dictionary.passwords as string[]).map((word) => word.toLowerCase()));
const QWERTY = adjacencyGraphs.qwerty as Record<string, Array<string | null>>;

/** The password with the digits and symbols around (and after) its letters trimmed off. */
function letterCore(password: string): string {
  return password.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
}

function repeatedUnit(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size += 1) {
    const unit = text.slice(0, size);
    if (unit.repeat(Math.ceil(text.length / size)).startsWith(text)) return true;
  }
  return false;
}

function sequence(text: string): boolean {
  if (text.length < 3) return false;
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i += 1)
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** Each character next to the previous one on a QWERTY keyboard. */
function keyboardWalk(text: string): boolean {
  if (text.length < 4) return false;
  for (let i = 1; i < text.length; i += 1) {
    const neighbours = QWERTY[text[i - 1]!] ?? [];
    if (!neighbours.some((keys) => keys !== null && keys.includes(text[i]!))) return false;
  }
  return true;
}

/** The pieces a user's own details give an attacker: each word of at least three letters. */
export function guessableInputs(inputs: readonly string[]): string[] {
  const words = new Set<string>();
  for (const input of inputs) {
    const text = input.normalize("NFKC").toLowerCase();
    const local = text.split("@")[0] ?? "";
    for (const piece of [text, local, ...text.split(/[^\p{L}\p{N}]+/u), text.replace(/[^\p{L}\p{N}]+/gu, "")])
      if (piece.length >= 3) words.add(piece);
  }
  return [...words];
}

/**
 * True when the password is only guessable pieces. `inputs`: the user's username, name, e-mail and
 * the shop's name (any may be empty).
 */
export function isGuessablePassword(password: string, inputs: readonly string[]): boolean {
  const text = password.normalize("NFKC").toLowerCase();
  if (repeatedUnit(text) || sequence(text) || keyboardWalk(text)) return true;
  const core = letterCore(text);
  if (core.length > 0 && (COMMON.has(core) || repeatedUnit(core) || keyboardWalk(core))) return true;
  const squashed = text.replace(/[^\p{L}\p{N}]+/gu, "");
  for (const word of guessableInputs(inputs)) {
    if (!squashed.includes(word) && !text.includes(word)) continue;
    // What is left beside the user's own word: nothing, or only digits and symbols, or a piece as
    // guessable as the rest (a year, '123', 'abc').
    const rest = squashed.split(word).join("");
    if (rest.length <= 4 || /^[^\p{L}]*$/u.test(rest) || repeatedUnit(rest) || sequence(rest)) return true;
  }
  return false;
}
