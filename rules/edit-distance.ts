// The typo distance of the product search: Damerau–Levenshtein in its optimal-string-alignment
// form (insertion, deletion, substitution, transposition of two neighbours each cost one), bounded
// so a candidate further than `max` stops early. The vocabulary look-up calls it for every word
// that shares the first letter, so it must stay cheap.

/** The distance between a and b when it is at most `max`; otherwise max + 1. */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prevPrev = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = current[0];
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(prev[j]! + 1, current[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, prevPrev[j - 2]! + 1);
      current[j] = best;
      if (best < rowMin) rowMin = best;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, current] = [prev, current, prevPrev];
  }
  return Math.min(prev[n]!, max + 1);
}

/** How many edits a word of the search may be away from a word of the catalogue: 0, 1 or 2. */
export function allowedEdits(word: string): 0 | 1 | 2 {
  if (/\d/.test(word)) return 0; // codes and numbers are never corrected
  if (word.length >= 9) return 2;
  return word.length >= 5 ? 1 : 0;
}
