// The shop's words (issue 45): lines such as 'balata = pastilla de freno' that an Administrador
// keeps in 'Configuración' → 'Inventario'. A search word (or run of words) that is one side of a
// line, in any of its Spanish forms, also matches the products that hold every word of another
// side: 'balatas' finds 'Pastillas de freno', 'pastilla de freno' finds 'Balata delantera'.
// Expanded here once into the search plan (rules/search-plan.ts), which both engines and the mocks
// match; the stores never see the lines.
import { fold } from "./product-search";
import { SEARCH_MESSAGES } from "./search-messages";
import type { TermPlan } from "./search-plan";
import { spanishForms, spanishStem } from "./spanish-stem";

/** A few words every counter hears, written into a new database. */
export const SEEDED_SYNONYMS: readonly string[] = [
  "balata = pastilla de freno",
  "candela = bujía",
  "shock = amortiguador",
  "mofle = silenciador",
  "clutch = embrague",
  "banda = correa",
];

/** At most this many words on one side: a longer phrase is a description, not a word. */
export const MAX_SIDE_WORDS = 5;

function sideWords(side: string): string[] {
  return fold(side.normalize("NFKC")).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The lines as kept: each trimmed, its sides separated by ' = ', blank lines and sides without a
 * word left out; a Spanish problem for the first line that names fewer than two terms or a too
 * long one.
 */
export function normalizedSynonyms(lines: readonly string[]): { lines: string[] } | { problem: string } {
  const kept: string[] = [];
  for (const [index, line] of lines.entries()) {
    if (line.trim() === "") continue;
    const sides = line
      .split("=")
      .map((side) => side.trim().replace(/\s+/g, " "))
      .filter((side) => sideWords(side).length > 0);
    if (sides.length < 2) return { problem: SEARCH_MESSAGES.synonymLineNeedsSides(index + 1) };
    if (sides.some((side) => sideWords(side).length > MAX_SIDE_WORDS))
      return { problem: SEARCH_MESSAGES.synonymSideTooLong(index + 1, MAX_SIDE_WORDS) };
    kept.push(sides.join(" = "));
  }
  return { lines: kept };
}

/** One line read for matching: its sides, each the folded words that must all appear. */
export type SynonymGroup = string[][];

export function synonymGroups(lines: readonly string[]): SynonymGroup[] {
  return lines
    .map((line) =>
      line
        .split("=")
        .map(sideWords)
        .filter((words) => words.length > 0),
    )
    .filter((sides) => sides.length >= 2);
}

/** Every word of a side with its Spanish forms: one of each list must be a word of the product. */
function phrase(words: string[]): string[][] {
  return words.map((word) => [word, ...spanishForms(word)]);
}

/**
 * The plan with the shop's words: each term inside a run of the search that is one side of a line
 * (same Spanish stems, in order) also matches every other side of that line. A run of several
 * words lends the other sides to each of its terms, so 'pastilla de freno' still needs all three
 * words or 'balata'.
 */
export function withSynonyms(plan: TermPlan[], groups: readonly SynonymGroup[]): TermPlan[] {
  if (groups.length === 0 || plan.length === 0) return plan;
  const stems = plan.map(({ term }) => spanishStem(term));
  const extra = plan.map(() => new Map<string, string[][]>());
  for (const sides of groups) {
    sides.forEach((side, at) => {
      const sideStems = side.map(spanishStem);
      for (let start = 0; start + side.length <= plan.length; start++) {
        if (!sideStems.every((stem, k) => stems[start + k] === stem)) continue;
        const others = sides.filter((_, other) => other !== at && sides[other]!.join(" ") !== side.join(" "));
        for (let k = 0; k < side.length; k++)
          for (const words of others) extra[start + k]!.set(words.join(" "), phrase(words));
      }
    });
  }
  return plan.map((term, i) => {
    const found = [...extra[i]!.values()];
    return found.length === 0 ? term : { ...term, synonyms: [...(term.synonyms ?? []), ...found] };
  });
}
