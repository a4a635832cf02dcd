import { describe, expect, it } from "vitest";
import type { Brand, Category, Vehicle } from "@/lib/api/types";
import {
  matchBrands,
  matchCategories,
  matchVehicles,
  productSnippet,
  searchLinks,
  yearRange,
} from "./search-results";

const brand = (id: number, name: string): Brand => ({
  id,
  name,
  description: null,
  logoUrl: null,
  country: null,
  website: null,
  categoryIds: [],
});
const category = (id: number, name: string): Category => ({ id, name, description: null });
const vehicle = (
  id: number,
  name: string,
  make: string,
  yearFrom: number | null,
  yearTo: number | null,
): Vehicle => ({
  id,
  name,
  model: name,
  brandId: 1,
  brand: { id: 1, name: make },
  yearFrom,
  yearTo,
  engine: null,
});

describe("name matching", () => {
  const brands = Array.from({ length: 14 }, (_, i) => brand(i + 1, `Marca ${i + 1}`));

  it("lists the first 10 of each kind with no query", () => {
    expect(matchBrands(brands, "")).toHaveLength(10);
    expect(matchBrands(brands, "   ").map((b) => b.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it("lists every match with a query, not only 10", () => {
    expect(matchBrands(brands, "marca")).toHaveLength(14);
  });

  it("ignores case and accents", () => {
    const categories = [category(1, "Suspensión"), category(2, "Eléctrico"), category(3, "Frenos")];
    expect(matchCategories(categories, "SUSPENSION").map((c) => c.id)).toEqual([1]);
    expect(matchCategories(categories, "electri").map((c) => c.id)).toEqual([2]);
    expect(matchCategories(categories, "zzz")).toEqual([]);
  });

  it("finds vehicles by model or make and model", () => {
    const vehicles = [
      vehicle(1, "Corolla", "Toyota", 2003, 2019),
      vehicle(2, "Aveo", "Chevrolet", 2005, 2018),
    ];
    expect(matchVehicles(vehicles, "corol").map((v) => v.id)).toEqual([1]);
    expect(matchVehicles(vehicles, "toyota corolla").map((v) => v.id)).toEqual([1]);
  });

  it("treats a missing list as empty", () => {
    expect(matchBrands(undefined, "x")).toEqual([]);
  });
});

describe("display", () => {
  it("cuts descriptions at 60 characters", () => {
    const long = "a".repeat(59) + "bcdef";
    expect(productSnippet({ notes: long })).toBe(`${"a".repeat(59)}b...`);
    expect(productSnippet({ notes: "Corta" })).toBe("Corta");
    expect(productSnippet({ notes: null })).toBe("");
  });

  it("shows year ranges", () => {
    expect(yearRange({ yearFrom: 2003, yearTo: 2019 })).toBe("2003 - 2019");
    expect(yearRange({ yearFrom: 2007, yearTo: null })).toBe("2007 - Actualidad");
    expect(yearRange({ yearFrom: null, yearTo: 2010 })).toBe("Hasta 2010");
    expect(yearRange({ yearFrom: null, yearTo: null })).toBe("Años no especificados");
  });

  it("links each kind where the specification says", () => {
    expect(searchLinks.product(1)).toBe("/inventory?product=1");
    expect(searchLinks.brand(2)).toBe("/vehicles?brand=2");
    expect(searchLinks.vehicle(3)).toBe("/vehicles?vehicle=3");
    expect(searchLinks.category(4)).toBe("/inventory?category=4");
  });
});
