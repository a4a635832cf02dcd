// Vehicle words in a product search, decided once for both stores: "spark 2012 pastillas" means
// "pastillas that fit a Spark in 2012". Terms that spell a model name (whole words, in order, any
// case or accents; the longest name wins) restrict the search to parts linked to that model; the
// model's make next to it ("chevrolet spark") is dropped; then a 4-digit year 1950-2100 restricts
// by model year. A year alone is left as text, so SKU numbers such as 2047 still find their part.
// Every other term goes to the normal full-text search (rules/product-search.ts).
import { fold, searchTerms } from "./product-search";

export interface NamedVehicle {
  id: number;
  name: string;
  brand: { name: string };
}

export interface VehicleSearch {
  /** Models the parts must fit; undefined: no model named. */
  vehicleIds?: number[];
  year?: number;
  /** What is left for the full-text search ("" when nothing is). */
  text: string;
}

const MIN_YEAR = 1950;
const MAX_YEAR = 2100;

const wordsOf = (text: string) => searchTerms(text).map(fold);

/** Where `needle` occurs as consecutive terms of `terms` among the unused ones, or -1. */
function findRun(terms: string[], used: boolean[], needle: string[]): number {
  if (needle.length === 0) return -1;
  for (let start = 0; start + needle.length <= terms.length; start++) {
    if (needle.every((word, i) => !used[start + i] && terms[start + i] === word)) return start;
  }
  return -1;
}

export function planVehicleSearch(search: string, vehicles: readonly NamedVehicle[]): VehicleSearch {
  const original = searchTerms(search);
  const terms = original.map(fold);
  const used = terms.map(() => false);
  const mark = (start: number, length: number) => used.fill(true, start, start + length);

  // The longest model name that appears; every model of that name (several makes may share it).
  const candidates = vehicles
    .map((vehicle) => ({ vehicle, words: wordsOf(vehicle.name) }))
    .filter(({ words }) => findRun(terms, used, words) >= 0);
  if (candidates.length === 0) return { text: search };
  const longest = Math.max(...candidates.map((c) => c.words.length));
  const key = candidates.find((c) => c.words.length === longest)!.words.join(" ");
  let matched = candidates.filter((c) => c.words.join(" ") === key).map((c) => c.vehicle);
  mark(findRun(terms, used, key.split(" ")), longest);

  // A make that is named too narrows the models to that make and is not searched as text.
  for (const make of new Set(matched.map((v) => v.brand.name))) {
    const words = wordsOf(make);
    const at = findRun(terms, used, words);
    if (at >= 0) {
      mark(at, words.length);
      matched = matched.filter((v) => v.brand.name === make);
    }
  }

  let year: number | undefined;
  const yearAt = terms.findIndex((term, i) => !used[i] && /^\d{4}$/.test(term));
  if (yearAt >= 0) {
    const value = Number(terms[yearAt]);
    if (value >= MIN_YEAR && value <= MAX_YEAR) {
      year = value;
      used[yearAt] = true;
    }
  }

  const text = original.filter((_, i) => !used[i]).join(" ");
  return { vehicleIds: matched.map((v) => v.id), ...(year === undefined ? {} : { year }), text };
}
