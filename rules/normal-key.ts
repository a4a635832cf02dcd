// Codes people type or scan (SKUs, barcodes, usernames, e-mails) kept in one canonical spelling:
// Unicode compatibility form (NFKC: full-width "ＡＢＣ" is "ABC", a composed "é" one character),
// with no invisible characters (zero-width spaces and joiners, soft hyphens, byte-order marks) and no
// surrounding spaces. Stored that way and compared without letter case, two spellings a person
// cannot tell apart are one code, on both engines and in the mocks.

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The text as it is stored. */
export function canonicalCode(text: string): string {
  return text.normalize("NFKC").replace(INVISIBLE, "").trim();
}
