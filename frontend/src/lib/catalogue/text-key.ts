// Names are compared case- and accent-insensitively: the reference list says "Citroën", a user
// types "citroen"; both are the same make.

export function textKey(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/g, " ").trim();
}

/** True when every word of the term appears in one of the fields (empty term: always true). */
export function matchesTerm(term: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = textKey(term).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map((field) => textKey(field ?? "")).join("\n");
  return words.every((word) => haystack.includes(word));
}
