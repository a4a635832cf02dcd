import { describe, expect, it } from "vitest";
import type { Brand, Vehicle } from "@/lib/api/types";
import { REFERENCE_MAKES, type ReferenceMake } from "./reference-makes";
import { allModels, isVehicleMake, mergeVehicles } from "./merge-vehicles";

function brand(id: number, name: string, extra: Partial<Brand> = {}): Brand {
  return {
    id,
    name,
    description: null,
    logoUrl: null,
    country: null,
    website: null,
    categoryIds: [],
    ...extra,
  };
}

function vehicle(id: number, brandId: number, name: string, extra: Partial<Vehicle> = {}): Vehicle {
  return {
    id,
    brandId,
    name,
    model: name,
    brand: { id: brandId, name: "?" },
    yearFrom: null,
    yearTo: null,
    engine: null,
    ...extra,
  };
}

const reference: ReferenceMake[] = [
  {
    name: "Chevrolet",
    description: "Referencia Chevrolet",
    models: [{ name: "Spark", yearFrom: 2005, yearTo: 2015, engine: "1.0L" }, { name: "Aveo" }],
  },
  { name: "Citroën", description: "Referencia Citroën", models: [{ name: "C3", yearFrom: 2003 }] },
];

describe("mergeVehicles", () => {
  it("shows the reference list alone when the server has nothing, with the default year span", () => {
    const makes = mergeVehicles(reference, [], []);
    expect(makes.map((make) => make.name)).toEqual(["Chevrolet", "Citroën"]);
    expect(makes[0]!.id).toBeNull();
    const aveo = makes[0]!.models.find((model) => model.name === "Aveo")!;
    expect([aveo.yearFrom, aveo.yearTo, aveo.engine, aveo.id]).toEqual([1995, 2024, null, null]);
    expect(makes[1]!.models[0]).toMatchObject({ yearFrom: 2003, yearTo: 2024 });
  });

  it("matches makes and models by name ignoring case and accents; the server's id, description, years and engine win", () => {
    const makes = mergeVehicles(
      reference,
      [brand(14, "CHEVROLET", { description: "Desde el servidor" }), brand(30, "citroen")],
      [vehicle(7, 14, "spark", { yearFrom: null, yearTo: null, engine: "1.2L" })],
    );
    const chevrolet = makes.find((make) => make.name === "CHEVROLET")!;
    expect(chevrolet).toMatchObject({ id: 14, key: "brand-14", description: "Desde el servidor" });
    expect(chevrolet.models).toHaveLength(2);
    expect(chevrolet.models.find((model) => model.id === 7)).toMatchObject({
      name: "spark",
      yearFrom: null,
      yearTo: null,
      engine: "1.2L",
      makeId: 14,
    });
    // A server make without a description keeps the reference one.
    expect(makes.find((make) => make.id === 30)!.description).toBe("Referencia Citroën");
  });

  it("adds server models and makes the list does not know", () => {
    const makes = mergeVehicles(
      reference,
      [brand(14, "Chevrolet"), brand(40, "Great Wall")],
      [vehicle(1, 14, "Onix", { yearFrom: 2020 }), vehicle(2, 40, "Wingle 5")],
    );
    expect(makes.map((make) => make.name)).toEqual(["Chevrolet", "Citroën", "Great Wall"]);
    expect(makes[0]!.models.map((model) => model.name)).toEqual(["Aveo", "Onix", "Spark"]);
    expect(makes[2]!.models).toMatchObject([{ id: 2, makeName: "Great Wall", key: "vehicle-2" }]);
  });

  it("leaves out part brands but keeps a make created from this screen before its first model", () => {
    const makes = mergeVehicles(
      [],
      [
        brand(1, "Bosch", { country: "Alemania", website: "https://www.bosch.com" }),
        brand(2, "NGK", { categoryIds: [3] }),
        brand(3, "BYD", { description: "Marca china" }),
      ],
      [],
    );
    expect(makes.map((make) => make.name)).toEqual(["BYD"]);
  });

  it("keeps a part-like brand that has models", () => {
    expect(isVehicleMake(brand(1, "Bosch", { country: "Alemania" }), true, false)).toBe(true);
    expect(isVehicleMake(brand(1, "Bosch", { country: "Alemania" }), false, false)).toBe(false);
  });

  it("the built-in list holds 16 makes, each with models and a description", () => {
    expect(REFERENCE_MAKES).toHaveLength(16);
    expect(new Set(REFERENCE_MAKES.map((make) => make.name)).size).toBe(16);
    for (const make of REFERENCE_MAKES) {
      expect(make.models.length).toBeGreaterThan(2);
      expect(make.description).not.toBe("");
    }
    expect(allModels(mergeVehicles(REFERENCE_MAKES, [], [])).every((m) => m.yearFrom! <= m.yearTo!)).toBe(
      true,
    );
  });
});
