// Text clean-up applied before storing, and the message for a required text left blank. The BFF and
// the mocks both use it, so they store and refuse the same input the same way.
import { fieldLabel } from "./field-labels";

/** Trimmed text, or null when blank or absent. */
export function optionalText(value: string | null | undefined): string | null {
  if (value === undefined || value === null) return null;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

/** Like optionalText, but keeps `undefined` (field not sent) apart from null (field cleared). */
export function patchText(value: string | null | undefined): string | null | undefined {
  return value === undefined ? undefined : optionalText(value);
}

/** The message the BFF gives a required text field that is only blanks. */
export function blankFieldMessage(field: string): string {
  return `El campo '${fieldLabel(field)}' no puede estar vacío`;
}

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls; the bidirectional
// embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which make stored text read in
// another order than it is compared ("Trojan Source"); an unpaired UTF-16 surrogate.
const UNSAFE_CHARACTER =
  // eslint-disable-next-line no-control-regex -- these characters are exactly what is refused
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that may be stored: every write path (JSON bodies, imported cells) refuses the rest. */
export function isSafeText(text: string): boolean {
  return !UNSAFE_CHARACTER.test(text);
}

/** The text without its unsafe characters, for names the server keeps but nobody typed (a file's). */
export function withoutUnsafeCharacters(text: string): string {
  return text.replace(new RegExp(UNSAFE_CHARACTER.source, "g"), "");
}

/** The message for a text holding a character isSafeText refuses. */
export function unsafeTextMessage(label: string): string {
  return `El campo '${label}' contiene caracteres no permitidos`;
}
