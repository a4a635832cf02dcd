// Turns what a user typed into a safe FTS5 query: only letter/digit runs survive, each quoted and
// prefix-matched, so quotes, operators (AND, NEAR, *, :, ^) or unbalanced parentheses can never
// reach the FTS parser as syntax.
const MAX_TERMS = 12;

export function toFtsQuery(search: string): string | null {
  const terms = search.normalize("NFKC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? [];
  if (terms.length === 0) return null;
  return terms
    .slice(0, MAX_TERMS)
    .map((term) => `"${term}"*`)
    .join(" ");
}
