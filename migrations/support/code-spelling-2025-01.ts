// The canonical spelling of typed or scanned codes as migration 20250101000900_hardening.ts wrote it
// (a frozen copy of rules/normal-key.ts at that time): what that migration did to old rows must not
// change when the live rule does.

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The text as it is stored: NFKC, without invisible characters or surrounding spaces. */
export function canonicalCode(text: string): string {
  return text.normalize("NFKC").replace(INVISIBLE, "").trim();
}

/** The key the migration found duplicates by: canonical and case-folded. */
export function caseFoldedCode(text: string): string {
  return canonicalCode(text).toLowerCase();
}
