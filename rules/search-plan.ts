// What a product search looks for beyond the prefixes typed (rules/product-search.ts), decided once
// for both engines and the mocks:
// - Spanish forms: each word also matches its other singular and plural forms, spelt out by
//   rules/spanish-stem.ts ('balatas' finds 'balata', 'luz' finds 'luces'); no look-up needed.
// - Typos, only when the search finds nothing: each word of 5+ letters (9+: two edits) that
//   matches nothing alone is corrected to the nearest word of the catalogue's vocabulary with the
//   same first letter (rules/edit-distance.ts; the word more products hold on a tie, then the first
//   in order), never a word with digits. Results with the words as typed therefore always come
//   before corrected ones: a correction is only tried when there are none.
// The store then matches, per term, its prefix OR any of its alternative words.
import { allowedEdits, boundedEditDistance } from "./edit-distance";
import { fold, searchTerms } from "./product-search";
import { spanishForms } from "./spanish-stem";

export interface VocabularyWord {
  word: string;
  docs: number;
}

export interface TermPlan {
  /** The term as searchTerms() gives it: still matched as a prefix. */
  term: string;
  /** Whole words that also match the term (its other forms, or its correction and its forms). */
  words: string[];
  /**
   * The shop's words (rules/search-synonyms.ts): the term also matches a product that holds, for
   * every list of one alternative, one of its whole words ([['pastilla', 'pastillas'], ['de'],
   * ['freno', 'frenos']]).
   */
  synonyms?: string[][][];
}

/** What the correction asks the store: one term's matches, and the vocabulary. */
export interface CorrectionLookups {
  /** True when some product matches this one term. */
  matches(term: TermPlan): Promise<boolean>;
  /** The catalogue's words that start with `prefix` (folded), with their product counts. */
  words(prefix: string): Promise<VocabularyWord[]>;
}

/** Each term of a search with its other Spanish forms. */
export function planSearch(search: string): TermPlan[] {
  return searchTerms(search).map((term) => ({ term, words: spanishForms(term) }));
}

/** The nearest word within the allowed edits, or null. */
function nearest(term: string, candidates: VocabularyWord[]): string | null {
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

/**
 * The plan with its misspelt words corrected, and the search as corrected ('amortiguador
 * delantero'); null when no word could be corrected. For a search that found nothing.
 */
export async function correctSearch(
  plan: TermPlan[],
  lookups: CorrectionLookups,
): Promise<{ terms: TermPlan[]; corrected: string } | null> {
  const fixes = await Promise.all(
    plan.map(async (term) => {
      const folded = fold(term.term);
      if (allowedEdits(folded) === 0 || !/^\p{L}+$/u.test(folded)) return null;
      if (await lookups.matches(term)) return null;
      return nearest(folded, await lookups.words(folded[0]!));
    }),
  );
  if (fixes.every((fix) => fix === null)) return null;
  return {
    terms: plan.map((term, i) => {
      const fix = fixes[i];
      return fix ? { term: term.term, words: [fix, ...spanishForms(fix)] } : term;
    }),
    corrected: plan.map((term, i) => fixes[i] ?? term.term).join(" "),
  };
}

/** The words of a text as the index holds them: folded letter and digit runs. */
export function indexedWords(text: string | null): string[] {
  return text ? (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []) : [];
}
