import { describe, expect, it } from "vitest";
import { filterBySearch, matchesSearch, normalizeText } from "./search";

describe("normalizeText", () => {
  it("drops accents and case", () => {
    expect(normalizeText("  Suspensión ELÉCTRICA ")).toBe("suspension electrica");
  });
});

describe("matchesSearch", () => {
  it("matches without accents or case", () => {
    expect(matchesSearch("suspension", ["Suspensión", null])).toBe(true);
    expect(matchesSearch("JAPÓN", ["NGK", "Japón"])).toBe(true);
  });

  it("needs every word, each in any field", () => {
    expect(matchesSearch("bosch alemania", ["Bosch", "Alemania"])).toBe(true);
    expect(matchesSearch("bosch japon", ["Bosch", "Alemania"])).toBe(false);
  });

  it("treats an empty or blank term as a match", () => {
    expect(matchesSearch("   ", ["Motor"])).toBe(true);
  });
});

describe("filterBySearch", () => {
  const categories = [
    { name: "Motor", description: "Piezas internas" },
    { name: "Frenos", description: "Pastillas y discos" },
  ];

  it("keeps the items whose fields match", () => {
    const found = filterBySearch(categories, "disco", (c) => [c.name, c.description]);
    expect(found.map((c) => c.name)).toEqual(["Frenos"]);
  });

  it("returns nothing when no item matches", () => {
    expect(filterBySearch(categories, "zzz", (c) => [c.name])).toEqual([]);
  });
});
