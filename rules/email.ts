// The e-mail shape every form and both servers accept: local@domain.tld, no spaces. A blank value
// means "no e-mail" and is allowed where the field is optional. openapi.yaml carries the same pattern.
import { fieldMessage } from "./validation-errors";

/** openapi.yaml's `pattern` for an optional e-mail, character for character (a test compares them). */
export const OPTIONAL_EMAIL_PATTERN = "^\\s*$|^\\s*[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+\\s*$";

const OPTIONAL_EMAIL = new RegExp(OPTIONAL_EMAIL_PATTERN);

/**
 * The refusal for an e-mail typed in a form or sent to a server, or null when it is acceptable.
 * `field` is the request field or, for a form whose label differs, the label itself.
 */
export function emailProblem(value: string | null | undefined, field = "email"): string | null {
  if (value === null || value === undefined) return null;
  return OPTIONAL_EMAIL.test(value) ? null : fieldMessage(field, "format");
}
