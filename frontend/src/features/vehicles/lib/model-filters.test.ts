import { describe, expect, it } from "vitest";
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";
import {
  DEFAULT_FILTERS,
  filterModels,
  filtersAreDefault,
  fitsYear,
  searchMakes,
  sortModels,
} from "./model-filters";

function model(
  name: string,
  makeName: string,
  yearFrom: number | null,
  yearTo: number | null,
  engine: string | null = null,
): VehicleModel {
  return {
    key: `${makeName}-${name}`,
    id: null,
    name,
    makeKey: makeName,
    makeId: null,
    makeName,
    yearFrom,
    yearTo,
    engine,
  };
}

const spark = model("Spark", "Chevrolet", 2005, 2015, "1.0L");
const logan = model("Logan", "Renault", 2005, null);
const corsa = model("Corsa", "Chevrolet", 1996, 2006);
const machito = model("Land Cruiser Machito", "Toyota", null, null);
const clio = model("Clio", "Renault", null, 2016);
const models = [spark, logan, corsa, machito, clio];

describe("fitsYear", () => {
  it("fits inside the range, treats a missing end as still sold and a missing start as open", () => {
    expect(fitsYear(spark, 2005)).toBe(true);
    expect(fitsYear(spark, 2015)).toBe(true);
    expect(fitsYear(spark, 2016)).toBe(false);
    expect(fitsYear(logan, 2024)).toBe(true);
    expect(fitsYear(clio, 1995)).toBe(true);
    expect(fitsYear(clio, 2017)).toBe(false);
  });
  it("a model without years fits no chosen year", () => {
    expect(fitsYear(machito, 2010)).toBe(false);
  });
});

describe("filterModels", () => {
  it("filters by make, year and search together", () => {
    expect(filterModels(models, { ...DEFAULT_FILTERS, makeKey: "Chevrolet" }, "").map((m) => m.name)).toEqual(
      ["Corsa", "Spark"],
    );
    expect(filterModels(models, { ...DEFAULT_FILTERS, year: 2010 }, "").map((m) => m.name)).toEqual([
      "Clio",
      "Logan",
      "Spark",
    ]);
    expect(filterModels(models, DEFAULT_FILTERS, "CHEVROLET spark").map((m) => m.name)).toEqual(["Spark"]);
    expect(filterModels(models, DEFAULT_FILTERS, "renáult").map((m) => m.name)).toEqual(["Clio", "Logan"]);
  });
});

describe("sortModels", () => {
  it("sorts by name, by make then name, and by year with missing years last both ways", () => {
    expect(sortModels(models, "name", "desc").map((m) => m.name)).toEqual([
      "Spark",
      "Logan",
      "Land Cruiser Machito",
      "Corsa",
      "Clio",
    ]);
    expect(sortModels(models, "brand", "asc").map((m) => m.name)).toEqual([
      "Corsa",
      "Spark",
      "Clio",
      "Logan",
      "Land Cruiser Machito",
    ]);
    // Same first year: the range that ends first comes first; a missing start sorts by the end.
    expect(sortModels(models, "year", "asc").map((m) => m.name)).toEqual([
      "Corsa",
      "Spark",
      "Logan",
      "Clio",
      "Land Cruiser Machito",
    ]);
    expect(sortModels(models, "year", "desc").map((m) => m.name)).toEqual([
      "Clio",
      "Logan",
      "Spark",
      "Corsa",
      "Land Cruiser Machito",
    ]);
  });
});

describe("searchMakes", () => {
  const makes: VehicleMake[] = [
    { key: "Chevrolet", id: 1, name: "Chevrolet", description: null, models: [spark, corsa] },
    { key: "Renault", id: 2, name: "Renault", description: null, models: [logan, clio] },
  ];
  it("keeps every model of a matching make and only the matching models of the others", () => {
    expect(searchMakes(makes, "chevro").map((make) => make.models.length)).toEqual([2]);
    expect(searchMakes(makes, "logan")).toMatchObject([{ name: "Renault", models: [{ name: "Logan" }] }]);
    expect(searchMakes(makes, "nada")).toEqual([]);
    expect(searchMakes(makes, "  ")).toHaveLength(2);
  });
});

it("tells default filters apart", () => {
  expect(filtersAreDefault(DEFAULT_FILTERS)).toBe(true);
  expect(filtersAreDefault({ ...DEFAULT_FILTERS, sortDirection: "desc" })).toBe(false);
});
