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

const quote = (word: string) => `'${word}'`;

/** A term as the vector holds it: its folded words, side by side (no prefix). */
function exactPhrase(term: string): string | null {
  const words = fold(term).match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.length === 1 ? quote(words[0]!) : `(${words.map(quote).join(" <-> ")})`;
}

/**
 * The tsqueries of the tiers of rules/search-rank.ts, each over its own vector (pgSearchTier): every
 * term a whole word (`exact`); the same with its other forms and the shop's words (`withForms`).
 * Vocabulary words are folded letters and digits: nothing to quote.
 */
export function toPgTierQueries(plan: TermPlan[]): { exact: string; withForms: string } {
  const terms = plan.filter(({ term }) => exactPhrase(term) !== null);
  // A term without words of its own (marks only) matches no whole word.
  const none = "'\u0001'";
  return {
    exact: terms.length === plan.length ? terms.map(({ term }) => exactPhrase(term)!).join(" & ") : none,
    withForms:
      plan
        .map(({ term, words, synonyms = [] }) => {
          const alternatives = [
            ...(exactPhrase(term) ? [exactPhrase(term)!] : []),
            ...words.map(quote),
            ...synonyms.map(
              (phrase) => `(${phrase.map((choice) => `(${choice.map(quote).join(" | ")})`).join(" & ")})`,
            ),
          ];
          return alternatives.length === 0 ? none : `(${alternatives.join(" | ")})`;
        })
        .join(" & ") || none,
  };
}

/** The vector of a product's name alone, and of its name with its brand, category and subcategory. */
const NAME_VECTOR = "products_search_vector(p.name, NULL, NULL, NULL, NULL)";
const NAMED_VECTOR = "products_search_vector(p.name, NULL, NULL, NULL, p.search_names)";

/**
 * The tier of rules/search-rank.ts as an ORDER BY term over products `p` (the caller then orders by
 * stock state, name and id): the exact SKU (ASCII case folded, as SQLite's lower() does), barcode
 * or a code look-up's find; every term a whole word of the name, first where the name starts with
 * the search and a word ends there (an ASCII character other than a letter or digit, or nothing);
 * of the name or the brand, category and subcategory names; with other forms; a name that starts
 * with the search; the rest.
 */
export function pgSearchTier(
  search: string,
  plan: TermPlan[],
  codeIds: number[] = [],
): { sql: string; bindings: (string | number)[] } {
  const key = searchRankKey(search);
  const queries = toPgTierQueries(plan);
  const codes = codeIds.length > 0 ? ` OR p.id IN (${codeIds.map(() => "?").join(", ")})` : "";
  const starts = `starts_with(lower(p.name COLLATE "C"), lower(? COLLATE "C"))`;
  const next = "substr(p.name, char_length(?) + 1, 1)";
  return {
    sql: `CASE WHEN lower(p.sku COLLATE "C") = ? OR p.barcode = ?${codes} THEN 0
      WHEN ${NAME_VECTOR} @@ ?::tsquery THEN
        CASE WHEN ${starts} AND (${next} = '' OR (ascii(${next}) < 128 AND ${next} !~ '[0-9A-Za-z]'))
        THEN 1 ELSE 2 END
      WHEN ${NAMED_VECTOR} @@ ?::tsquery THEN 3
      WHEN ${NAMED_VECTOR} @@ ?::tsquery THEN 4
      WHEN ${starts} THEN 5 ELSE 6 END`,
    bindings: [
      key.sku,
      search.trim(),
      ...codeIds,
      queries.exact,
      key.prefix,
      key.prefix,
      key.prefix,
      key.prefix,
      queries.exact,
      queries.withForms,
      key.prefix,
    ],
  };
}
