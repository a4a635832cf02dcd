// What a product search looks for beyond the prefixes typed (rules/product-search.ts), decided once
// for both engines and the mocks from the catalogue's vocabulary (each indexed word, folded, and
// how many products hold it; every store answers `lookup`):
// - Spanish forms: a word of 4+ letters (or ending in z) also finds the words with its stem (rules/spanish-stem.ts):
//   'balatas' finds 'balata', 'luz' finds 'luces'.
// - Typos: a word of 5+ letters (9+: two edits) that no catalogue word starts with and that has no
//   other form there is corrected to the nearest catalogue word with the same first letter
//   (rules/edit-distance.ts; the most common word on a tie), never a word with digits.
// The store then matches, per term, its prefix OR any of its alternative words.
import { allowedEdits, boundedEditDistance } from "./edit-distance";
import { fold, searchTerms } from "./product-search";
import { spanishStem, stemFamilyPrefix } from "./spanish-stem";

export interface VocabularyWord {
  word: string;
  docs: number;
}

/** The catalogue's words that start with `prefix` (folded), with their product counts. */
export type VocabularyLookup = (prefix: string) => Promise<VocabularyWord[]>;

export interface TermPlan {
  /** The term as searchTerms() gives it: still matched as a prefix. */
  term: string;
  /** Whole catalogue words that also match the term (its other forms, or its correction's). */
  words: string[];
}

export interface SearchPlan {
  terms: TermPlan[];
  /** The search as corrected ('amortiguador delantero'), or null when no word was corrected. */
  corrected: string | null;
}

const STEM_MIN = 4;

function sameStem(words: VocabularyWord[], stem: string, except: string): string[] {
  return words
    .filter((w) => !w.word.startsWith(except) && !/\d/.test(w.word) && spanishStem(w.word) === stem)
    .map((w) => w.word)
    .sort();
}

/** The nearest word within the allowed edits, or null. */
function correction(term: string, candidates: VocabularyWord[]): string | null {
  const max = allowedEdits(term);
  let best: { word: string; distance: number; docs: number } | null = null;
  for (const { word, docs } of candidates) {
    if (/\d/.test(word)) continue;
    const distance = boundedEditDistance(term, word, max);
    if (distance > max) continue;
    if (
      !best ||
      distance < best.distance ||
      (distance === best.distance && (docs > best.docs || (docs === best.docs && word < best.word)))
    )
      best = { word, distance, docs };
  }
  return best?.word ?? null;
}

async function planTerm(term: string, lookup: VocabularyLookup): Promise<TermPlan & { fixed?: string }> {
  const folded = fold(term);
  if (/\d/.test(folded) || /[^\p{L}]/u.test(folded)) return { term, words: [] };
  const stem = spanishStem(folded);
  // A short word has no other form ('gas'), except one ending in z ('luz' / 'luces').
  if (folded.length < STEM_MIN && stem === folded) return { term, words: [] };
  const family = await lookup(stemFamilyPrefix(stem));
  const words = sameStem(family, stem, folded);
  if (words.length > 0 || family.some((w) => w.word.startsWith(folded)) || allowedEdits(folded) === 0)
    return { term, words };
  const candidates = await lookup(folded[0]!);
  const fixed = correction(folded, candidates);
  if (!fixed) return { term, words: [] };
  const fixedStem = spanishStem(fixed);
  const forms = candidates.filter((w) => w.word.startsWith(stemFamilyPrefix(fixedStem)));
  return { term, words: [fixed, ...sameStem(forms, fixedStem, fixed)], fixed };
}

/** The plan of a search; the lookups of its terms run together. */
export async function planSearch(search: string, lookup: VocabularyLookup): Promise<SearchPlan> {
  const planned = await Promise.all(searchTerms(search).map((term) => planTerm(term, lookup)));
  const fixedAny = planned.some((plan) => plan.fixed !== undefined);
  return {
    terms: planned.map(({ term, words }) => ({ term, words })),
    corrected: fixedAny ? planned.map((plan) => plan.fixed ?? plan.term).join(" ") : null,
  };
}

/** The words of a text as the index holds them: folded letter and digit runs. */
export function indexedWords(text: string | null): string[] {
  return text ? (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) : [];
}
