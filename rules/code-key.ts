// The one comparison key of a part number (SKU, barcode, OEM, supplier or superseded number): what
// a counter clerk types, a scanner sends or a catalogue prints must meet, whatever the spelling.
// NFKC (full-width digits, ligatures), full case folding, Cyrillic and Greek letters that look like
// Latin ones read as those, and separators and invisible characters dropped: "W 712/75",
// "w71275" and "Ｗ７１２－７５" are one number. Uniqueness of codes and every look-up use this key.

/** Letters drawn like Latin ones in common fonts (a code typed on a Cyrillic or Greek layout). */
const LOOK_ALIKES: Record<string, string> = {
  А: "A",
  В: "B",
  Е: "E",
  К: "K",
  М: "M",
  Н: "H",
  О: "O",
  Р: "P",
  С: "C",
  Т: "T",
  Х: "X",
  У: "Y",
  І: "I",
  Ј: "J",
  Ѕ: "S",
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  х: "x",
  у: "y",
  і: "i",
  ј: "j",
  ѕ: "s",
  Α: "A",
  Β: "B",
  Ε: "E",
  Ζ: "Z",
  Η: "H",
  Ι: "I",
  Κ: "K",
  Μ: "M",
  Ν: "N",
  Ο: "O",
  Ρ: "P",
  Τ: "T",
  Υ: "Y",
  Χ: "X",
  ο: "o",
  ν: "v",
  ι: "i",
  κ: "k",
};
const LOOK_ALIKE_PATTERN = new RegExp(`[${Object.keys(LOOK_ALIKES).join("")}]`, "gu");

/**
 * Whitespace, dashes (every Unicode dash and the minus sign), dots (full stop, middle dot, one-dot
 * leader, bullets), slashes, underscores and invisible format characters (zero-width space,
 * joiners, soft hyphen, byte-order mark).
 */
const SEPARATORS = /[\s\p{Pd}\u2212.\u00B7\u2024\u2027\u2219\u30FB/\\_\p{Cf}]/gu;

/** The ASCII separators the key drops, for SQL that folds a stored SKU or barcode the same way. */
export const ASCII_CODE_SEPARATORS = [" ", "-", ".", "/", "\\", "_"] as const;

/** The comparison key of a code; "" when nothing but separators was given. */
export function codeKey(code: string): string {
  return code
    .normalize("NFKC")
    .replace(LOOK_ALIKE_PATTERN, (char) => LOOK_ALIKES[char] ?? char)
    .toUpperCase()
    .toLowerCase()
    .replace(SEPARATORS, "");
}

/** True when two codes are the same number written differently. */
export function sameCode(a: string, b: string): boolean {
  const key = codeKey(a);
  return key !== "" && key === codeKey(b);
}

/** Longest code kept (a GS1 DataMatrix string fits; a pasted paragraph does not). */
export const MAX_CODE_LENGTH = 120;
