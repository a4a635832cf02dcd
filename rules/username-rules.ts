// What a username may look like beyond the schema's length and no-spaces: letters only of the Latin
// script, so 'аdmin' with a Cyrillic 'а' (or a Greek 'ο') cannot pass for 'admin'. (A username may
// not be another account's username or e-mail in any spelling: the stores check that, on the
// canonical form.) Shared by the servers and 'Crear Nuevo Usuario'.
import { AUTH_MESSAGES } from "./auth-messages";

const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

/** The Spanish refusal of a username's shape, or null. */
export function usernameShapeProblem(username: string): string | null {
  const text = username.normalize("NFKC");
  for (const char of text) if (LETTER.test(char) && !LATIN.test(char)) return AUTH_MESSAGES.usernameScript;
  return null;
}
