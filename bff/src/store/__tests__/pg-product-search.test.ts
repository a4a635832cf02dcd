import { describe, expect, it } from "vitest";
import { pgSearchRank, toPgTsQuery } from "../search/pg-product-search";

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
    expect(pgSearchRank("  Ab-Ç1 ").bindings).toEqual(["ab-Ç1", "Ab-Ç1", "Ab-Ç1"]);
  });
});
