import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allowedEdits, boundedEditDistance } from "./edit-distance";

/** The textbook optimal-string-alignment distance, unbounded: the reference. */
function reference(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  return d[a.length]![b.length]!;
}

const word = fc.stringMatching(/^[a-e]{0,10}$/);

describe("boundedEditDistance", () => {
  it("counts the counter's typos as one edit each", () => {
    expect(boundedEditDistance("amortigador", "amortiguador", 2)).toBe(1); // a letter missing
    expect(boundedEditDistance("amortiguadorr", "amortiguador", 2)).toBe(1); // one too many
    expect(boundedEditDistance("amortiguadpr", "amortiguador", 2)).toBe(1); // a wrong letter
    expect(boundedEditDistance("amortiguadro", "amortiguador", 2)).toBe(1); // two swapped
    expect(boundedEditDistance("filtro", "fibra", 1)).toBe(2); // further than allowed
  });

  it("is the reference distance when within the bound, and bound + 1 beyond it", () => {
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, max) => {
        expect(boundedEditDistance(a, b, max)).toBe(Math.min(reference(a, b), max + 1));
      }),
    );
  });

  it("is symmetric and zero only for the same word", () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(boundedEditDistance(a, b, 3)).toBe(boundedEditDistance(b, a, 3));
        expect(boundedEditDistance(a, b, 3) === 0).toBe(a === b);
      }),
    );
  });

  it("is at most one after any single insertion, deletion, substitution or transposition", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{2,12}$/), fc.nat(), fc.constantFrom(..."xyz"), (w, at, c) => {
        const i = at % w.length;
        const edits = [
          w.slice(0, i) + c + w.slice(i),
          w.slice(0, i) + w.slice(i + 1),
          w.slice(0, i) + c + w.slice(i + 1),
          i + 1 < w.length ? w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2) : w,
        ];
        for (const edited of edits) expect(boundedEditDistance(w, edited, 1)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("allowedEdits", () => {
  it("allows one edit from 5 letters, two from 9, none on codes or numbers", () => {
    expect(allowedEdits("bujia")).toBe(1);
    expect(allowedEdits("faro")).toBe(0);
    expect(allowedEdits("amortiguador")).toBe(2);
    expect(allowedEdits("abc12345")).toBe(0);
    expect(allowedEdits("123456789")).toBe(0);
  });
});
