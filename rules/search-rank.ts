// The order of a product search's matches (issue 45 item 5), once for SQLite, PostgreSQL and the
// mocks. Each match falls in the first tier it meets:
//   0 its SKU (any case) or barcode is the search, or a code look-up found it;
//   1 every term is a whole word of its name, and the name starts with the search (a word ends
//     there: the name ends or an ASCII character other than a letter or digit follows);
//   2 every term is a whole word of its name;
//   3 every term is a whole word of its name or of its brand, category or subcategory names;
//   4 as 3, also counting each term's other Spanish forms, its correction and the shop's words;
//   5 its name starts with the search;
//   6 the rest (a prefix of a word, notes, SKU, barcode).
// Within a tier: parts in stock first, then by name (SQLite's NOCASE) and id. A corrected search is
// only listed when the search as typed finds nothing, so corrected matches never precede exact ones.
// The stores answer each tier from their index (the FTS5 column filters `name` and `{name names}`,
// the weights of PostgreSQL's vector); this file says what the tiers are.
import { asciiLower, fold, searchRankKey, searchTerms } from "./product-search";
import type { TermPlan } from "./search-plan";

export type SearchTier = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface RankedProduct {
  name: string;
  sku: string;
  barcode: string | null;
  /** The brand, category and subcategory names, as one text. */
  names?: string;
  stock: number;
}

function words(text: string | null | undefined): string[] {
  return text ? (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) : [];
}

/** True when `phrase` (folded words) appears as consecutive words of `tokens`. */
function holdsPhrase(tokens: string[], phrase: string[]): boolean {
  if (phrase.length === 0) return false;
  for (let at = 0; at + phrase.length <= tokens.length; at++)
    if (phrase.every((word, k) => tokens[at + k] === word)) return true;
  return false;
}

/** The words of a term as the index holds them: a term with a mark inside may make several. */
export function termWords(term: string): string[] {
  return words(term);
}

/**
 * Where a name stands against the search typed: 0 it does not start with it (ASCII case folded,
 * as NOCASE compares); 1 it does; 2 it does and a word ends there.
 */
export function nameStart(name: string, search: string): 0 | 1 | 2 {
  const key = asciiLower(searchRankKey(search).prefix);
  if (key === "" || !asciiLower(name).startsWith(key)) return 0;
  const next = name.charAt(key.length);
  return next === "" || (next < "\u0080" && !/[0-9a-z]/i.test(next)) ? 2 : 1;
}

/**
 * True when a name that starts with the search, a word ending there, holds every term as a whole
 * word without looking: the search is one term, so the name's first word is that term. The stores
 * skip the index then.
 */
export function startImpliesWords(search: string): boolean {
  const terms = searchTerms(search);
  return terms.length === 1 && terms[0] === searchRankKey(search).prefix;
}

export function searchTier(
  product: RankedProduct,
  search: string,
  plan: TermPlan[],
  byCode: boolean,
): SearchTier {
  const key = searchRankKey(search);
  if (byCode || asciiLower(product.sku) === key.sku || product.barcode === search.trim()) return 0;
  const name = words(product.name);
  const names = words(product.names);
  const exactIn = (tokens: string[]) => plan.every(({ term }) => holdsPhrase(tokens, termWords(term)));
  const start = nameStart(product.name, search);
  if (exactIn(name)) return start === 2 ? 1 : 2;
  const inNamed = (phrase: string[]) => holdsPhrase(name, phrase) || holdsPhrase(names, phrase);
  if (plan.every(({ term }) => inNamed(termWords(term)))) return 3;
  const both = [...name, ...names];
  const formed = plan.every(
    ({ term, words: others, synonyms = [] }) =>
      inNamed(termWords(term)) ||
      others.some((word) => both.includes(word)) ||
      synonyms.some((phrase) => phrase.every((choice) => choice.some((word) => both.includes(word)))),
  );
  if (formed) return 4;
  return start > 0 ? 5 : 6;
}
