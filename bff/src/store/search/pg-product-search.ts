// Product search on PostgreSQL: the same rule as rules/product-search.ts (every term the prefix of a
// word of the name, SKU, barcode or notes, any case, any accents), answered by the GIN index over
// products.search_vector (migrations/20250101000100_catalogue.ts) instead of FTS5.
import { searchRankKey, searchTerms } from "../../../../rules/product-search";
import type { TermPlan } from "../../../../rules/search-plan";

/** What unaccent + the simple dictionary make of a word: no accents, lower case. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * A tsquery text with each term as a prefix lexeme ('filt':* & 'acei':*). Terms hold only letters
 * and digits, so no quote or operator can reach the tsquery parser; a term that folds into several
 * words (rare: a mark between letters) becomes a phrase, as an FTS5 phrase would. null: match all.
 */
export function toPgTsQuery(search: string, plan?: TermPlan[]): string | null {
  const terms: TermPlan[] = plan ?? searchTerms(search).map((term) => ({ term, words: [] }));
  const parts = terms
    .map(({ term, words: alternatives, synonyms = [] }) => ({
      words: fold(term).match(/[\p{L}\p{N}]+/gu) ?? [],
      alternatives: [
        ...alternatives.map((w) => `'${w}'`),
        // The shop's words: every word of the phrase, each in one of its forms.
        ...synonyms.map(
          (phrase) =>
            `(${phrase.map((choice) => `(${choice.map((w) => `'${w}'`).join(" | ")})`).join(" & ")})`,
        ),
      ],
    }))
    .filter(({ words }) => words.length > 0)
    .map(({ words, alternatives }) => {
      const typed = words
        .map((word, i) => (i === words.length - 1 ? `'${word}':*` : `'${word}'`))
        .join(" <-> ");
      const part = typed.includes("<->") ? `(${typed})` : typed;
      // Vocabulary words are folded letters and digits: nothing to quote.
      return alternatives.length === 0 ? part : `(${[part, ...alternatives].join(" | ")})`;
    });
  return parts.length > 0 ? parts.join(" & ") : null;
}

/** The match as SQL over products aliased `p`: the stored vector the GIN index covers. */
export const PG_SEARCH_SQL = "p.search_vector @@ ?::tsquery";

/**
 * The rank of rules/product-search.ts searchRank as an ORDER BY term over products `p`: 0 for the
 * exact SKU (ASCII case folded, as SQLite's lower() does) or barcode, 1 for a name that starts with
 * the search (NOCASE), 2 for the rest; the caller then orders by name and id. Products a code
 * look-up found (codeIds) rank 0 too.
 */
export function pgSearchRank(
  search: string,
  codeIds: number[] = [],
): { sql: string; bindings: (string | number)[] } {
  const key = searchRankKey(search);
  const codes = codeIds.length > 0 ? ` OR p.id IN (${codeIds.map(() => "?").join(", ")})` : "";
  return {
    sql: `CASE WHEN lower(p.sku COLLATE "C") = ? OR p.barcode = ?${codes} THEN 0
      WHEN starts_with(lower(p.name COLLATE "C"), lower(? COLLATE "C")) THEN 1 ELSE 2 END`,
    bindings: [key.sku, search.trim(), ...codeIds, key.prefix],
  };
}
