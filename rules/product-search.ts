// The product search, once: what a user typed becomes at most 12 terms (letter/digit runs after
// NFKC), and a product matches when every term is the prefix of one of the words of its name, SKU,
// barcode, notes or the names of its brand, category and subcategory, ignoring accents and case,
// or is one of the term's alternative words (its Spanish forms or its correction: search-plan.ts).
// The BFF runs it as an SQLite FTS5 query (unicode61 tokenizer, diacritics removed); the mocks run
// the same match in memory.
import type { TermPlan } from "./search-plan";

const MAX_TERMS = 12;

/** The terms of a search as typed; quotes and operators never survive. */
export function searchTerms(search: string): string[] {
  return (search.normalize("NFKC").match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * A safe FTS5 query: each term quoted and prefix-matched, so quotes, operators (AND, NEAR, *, :,
 * ^) or unbalanced parentheses can never reach the FTS parser as syntax. null: match everything.
 */
export function toFtsQuery(search: string, plan?: TermPlan[]): string | null {
  const terms: TermPlan[] = plan ?? searchTerms(search).map((term) => ({ term, words: [] }));
  if (terms.length === 0) return null;
  const anyOf = (words: string[]) => words.map((word) => `"${word}"`).join(" OR ");
  const parts = terms.map(({ term, words, synonyms = [] }) => {
    const alternatives = [
      ...(words.length > 0 ? [anyOf(words)] : []),
      ...synonyms.map((phrase) => `(${phrase.map((choice) => `(${anyOf(choice)})`).join(" AND ")})`),
    ];
    return alternatives.length === 0 ? `"${term}"*` : `("${term}"* OR ${alternatives.join(" OR ")})`;
  });
  // FTS5 reads two phrases side by side as AND, but not a parenthesised group next to one.
  return parts.join(parts.some((part) => part.startsWith("(")) ? " AND " : " ");
}

/**
 * The FTS5 queries of the tiers of rules/search-rank.ts: every term a whole word of the name
 * (`inName`); of the name or the brand, category and subcategory names (`inNamed`); the same with
 * each term's other forms and the shop's words (`withForms`). Each holds the one before.
 */
export function toFtsTierQueries(plan: TermPlan[]): { inName: string; inNamed: string; withForms: string } {
  const quoted = (words: string[]) => words.map((word) => `"${word}"`);
  const every = (part: (term: TermPlan) => string) => plan.map((term) => `(${part(term)})`).join(" AND ");
  return {
    inName: every(({ term }) => `name : "${term}"`),
    inNamed: every(({ term }) => `{name names} : "${term}"`),
    withForms: every(({ term, words, synonyms = [] }) => {
      const alternatives = [
        `"${term}"`,
        ...quoted(words),
        ...synonyms.map(
          (phrase) => `(${phrase.map((choice) => `(${quoted(choice).join(" OR ")})`).join(" AND ")})`,
        ),
      ];
      return `{name names} : (${alternatives.join(" OR ")})`;
    }),
  };
}

/** What FTS5's unicode61 tokenizer with remove_diacritics does to text: no accents, lower case. */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function words(text: string | null): string[] {
  return text ? (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) : [];
}

/** The FTS match in memory, over the same columns the BFF indexes (`names`: brand, category...). */
export function matchesSearch(
  product: { name: string; sku: string; barcode: string | null; notes: string | null; names?: string },
  search: string,
  plan?: TermPlan[],
): boolean {
  const terms: TermPlan[] = plan ?? searchTerms(search).map((term) => ({ term, words: [] }));
  if (terms.length === 0) return true;
  const tokens = [product.name, product.sku, product.barcode, product.notes, product.names ?? null].flatMap(
    words,
  );
  return terms.every(({ term, words: alternatives, synonyms = [] }) => {
    const prefix = fold(term);
    return (
      tokens.some((token) => token.startsWith(prefix) || alternatives.includes(token)) ||
      synonyms.some((phrase) => phrase.every((choice) => tokens.some((token) => choice.includes(token))))
    );
  });
}

/** ASCII letters folded, as SQLite's NOCASE and lower() do (and nothing else). */
export function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (char) => char.toLowerCase());
}

/** What a search's matches are ranked against: the text as typed, trimmed. */
export function searchRankKey(search: string): { sku: string; prefix: string } {
  const text = search.trim();
  return { sku: asciiLower(text), prefix: text };
}
