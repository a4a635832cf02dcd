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
