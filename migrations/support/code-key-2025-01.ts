// The comparison key of a part number as migrations 20250101001000_product_codes.ts (its SQL
// index, through code-key-sql.ts) and 20250101001610_code_claims.ts (the claims it backfills) use
// it: a frozen copy of rules/code-key.ts's `codeKey` and `ASCII_CODE_SEPARATORS` at that time,
// identical to the live file today on purpose. What those migrations wrote must not change when the
// live rule does; a new key is a migration of its own that rebuilds the index and the claims.

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
