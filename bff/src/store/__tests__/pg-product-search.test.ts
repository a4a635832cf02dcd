import { describe, expect, it } from "vitest";
import { pgSearchTier, toPgTierQueries, toPgTsQuery } from "../search/pg-product-search";

describe("PostgreSQL search query", () => {
  it("turns each typed term into an accent-free, lower-case prefix lexeme", () => {
    expect(toPgTsQuery("Ñandú FILTRO")).toBe("'nandu':* & 'filtro':*");
    expect(toPgTsQuery("abc-123")).toBe("'abc':* & '123':*");
  });

  it("never lets quotes or tsquery operators through as syntax", () => {
    expect(toPgTsQuery(`"freno' | !x & (y <-> z):*`)).toBe("'freno':* & 'x':* & 'y':* & 'z':*");
    expect(toPgTsQuery("'\\")).toBeNull();
    expect(toPgTsQuery("   ")).toBeNull();
  });

  it("ranks on the search as typed, trimmed, with the SKU folded as SQLite's lower() does", () => {
    const plan = [
      { term: "Ab", words: [] },
      { term: "Ç1", words: [] },
    ];
    const { bindings } = pgSearchTier("  Ab-Ç1 ", plan);
    expect(bindings.slice(0, 2)).toEqual(["ab-Ç1", "Ab-Ç1"]);
    expect(bindings.filter((binding) => binding === "Ab-Ç1")).toHaveLength(6);
  });

  it("asks each tier for whole words, then for their other forms and the shop's words", () => {
    const plan = [
      { term: "Balatas", words: ["balata"], synonyms: [[["pastilla", "pastillas"], ["de"], ["freno"]]] },
      { term: "Ñandú", words: [] },
    ];
    expect(toPgTierQueries(plan)).toEqual({
      exact: "'balatas' & 'nandu'",
      withForms: "('balatas' | 'balata' | (('pastilla' | 'pastillas') & ('de') & ('freno'))) & ('nandu')",
    });
  });
});
