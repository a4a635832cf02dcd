// Product search on PostgreSQL: the same rule as rules/product-search.ts (every term the prefix of a
// word of the name, SKU, barcode or notes, any case, any accents), answered by the GIN index over
// products_search_vector() (migrations/20250101000100_catalogue.ts) instead of FTS5.
import { searchTerms } from "../../../../rules/product-search";

/** What unaccent + the simple dictionary make of a word: no accents, lower case. */
function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * A tsquery text with each term as a prefix lexeme ('filt':* & 'acei':*). Terms hold only letters
 * and digits, so no quote or operator can reach the tsquery parser; a term that folds into several
 * words (rare: a mark between letters) becomes a phrase, as an FTS5 phrase would. null: match all.
 */
export function toPgTsQuery(search: string): string | null {
  const parts = searchTerms(search)
    .map((term) => fold(term).match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((words) => words.length > 0)
    .map((words) =>
      words.map((word, i) => (i === words.length - 1 ? `'${word}':*` : `'${word}'`)).join(" <-> "),
    );
  return parts.length > 0
    ? parts.map((part) => (part.includes("<->") ? `(${part})` : part)).join(" & ")
    : null;
}

/** The match as SQL over products aliased `p`; the expression is the GIN index's own. */
export const PG_SEARCH_SQL = "products_search_vector(p.name, p.sku, p.barcode, p.notes) @@ ?::tsquery";
