// Search used by the categories and brands screens: case- and accent-insensitive, so typing
// "suspension" finds "Suspensión" (staff rarely type accents on a shop counter keyboard).

export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();
}

/** True when every word of the term appears in at least one of the fields. */
export function matchesSearch(term: string, fields: readonly (string | null | undefined)[]): boolean {
  const words = normalizeText(term).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.map((field) => normalizeText(field ?? "")).join("\n");
  return words.every((word) => haystack.includes(word));
}

export function filterBySearch<T>(
  items: readonly T[],
  term: string,
  fieldsOf: (item: T) => readonly (string | null | undefined)[],
): T[] {
  return items.filter((item) => matchesSearch(term, fieldsOf(item)));
}
