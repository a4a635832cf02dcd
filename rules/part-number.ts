// How a part number (SKU, barcode, OEM or supplier code) is stored: one spelling for what looks the
// same, so a look-alike cannot sit beside its ASCII twin on any write path (form, barcode, codes,
// import). Compatibility forms (full width) become ASCII, every Unicode dash an ASCII hyphen, middle
// dots a full stop, any run of spaces (no-break included) one space, invisible characters go. What has no safe canonical
// spelling is refused: control and text-direction characters, and Greek or Cyrillic letters (drawn
// like Latin ones: 'Κ', 'а'). Uniqueness then compares the stored spelling under rules/code-key.ts.

export const PART_NUMBER_MESSAGES = {
  control: (label: string) => `${label} no puede llevar caracteres de control ni de dirección del texto`,
  lookAlike: (label: string) =>
    `${label} no puede llevar letras griegas ni cirílicas: escríbelo con letras latinas`,
} as const;

/** Control characters (tabs, line breaks) and the marks that reorder text on screen. */
const REFUSED_CONTROL = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const LOOK_ALIKE_SCRIPT = /[\p{Script=Greek}\p{Script=Cyrillic}]/u;
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const DASHES = /[\p{Pd}\u2212]/gu;
/** Middle dots and bullets the code key drops as it drops '.', which the stored key (SQL) folds. */
const DOTS = /[\u00B7\u2027\u2219\u30FB]/gu;
const SPACES = /\s+/gu;

export type PartNumber = { value: string } | { problem: string };

/**
 * The stored spelling of a part number, or why it cannot be stored. `label` names the field in the
 * message ("El SKU", "El código de barras", "El código").
 */
export function partNumber(text: string, label: string): PartNumber {
  if (REFUSED_CONTROL.test(text)) return { problem: PART_NUMBER_MESSAGES.control(label) };
  const value = text
    .normalize("NFKC")
    .replace(INVISIBLE, "")
    .replace(DASHES, "-")
    .replace(DOTS, ".")
    .replace(SPACES, " ")
    .trim();
  if (LOOK_ALIKE_SCRIPT.test(value)) return { problem: PART_NUMBER_MESSAGES.lookAlike(label) };
  return { value };
}
