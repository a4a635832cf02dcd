import { describe, expect, it } from "vitest";
import { matchesSearch, toFtsQuery } from "./product-search";
import { planSearch } from "./search-plan";
import { normalizedSynonyms, synonymGroups, withSynonyms } from "./search-synonyms";

const groups = synonymGroups(["balata = pastilla de freno", "candela = bujía", "shock = amortiguador"]);
const part = (name: string) => ({ name, sku: "X-1", barcode: null, notes: null });
const finds = (search: string, name: string) =>
  matchesSearch(part(name), search, withSynonyms(planSearch(search), groups));

describe("withSynonyms", () => {
  it("finds either side by the other, in any Spanish form, accents and case ignored", () => {
    expect(finds("balatas", "Pastillas de freno cerámicas")).toBe(true);
    expect(finds("pastilla de freno", "Balata delantera")).toBe(true);
    expect(finds("CANDELAS", "Bujía de iridio")).toBe(true);
    expect(finds("bujias", "Candela NGK")).toBe(true);
    expect(finds("shock delantero", "Amortiguador delantero")).toBe(true);
  });

  it("needs every word of a side, and part of a side is not the side", () => {
    expect(finds("balata", "Pastilla de embrague")).toBe(false);
    expect(finds("pastilla", "Balata delantera")).toBe(false);
    expect(finds("shock trasero", "Amortiguador delantero")).toBe(false);
  });

  it("leaves a plan without matching words as it was", () => {
    const plan = planSearch("filtro de aceite");
    expect(withSynonyms(plan, groups)).toEqual(plan);
  });

  it("writes the other side into the FTS5 query as whole words", () => {
    const fts = toFtsQuery("candela", withSynonyms(planSearch("candela"), groups));
    expect(fts).toMatch(/ OR \(\("bujia" OR [^()]*"bujias"[^()]*\)\)\)$/);
    expect(fts?.startsWith('("candela"* OR')).toBe(true);
  });
});

describe("normalizedSynonyms", () => {
  it("tidies the lines and leaves blank ones out", () => {
    expect(normalizedSynonyms(["  balata   =pastilla  de freno ", "", "a = b = "])).toEqual({
      lines: ["balata = pastilla de freno", "a = b"],
    });
  });

  it("names the first line with fewer than two terms", () => {
    expect(normalizedSynonyms(["a = b", "", "balata = =  "])).toEqual({
      problem:
        "Línea 3: escriba al menos dos términos separados por «=», por ejemplo «balata = pastilla de freno»",
    });
  });
});
