import { describe, expect, it } from "vitest";
import { planVehicleSearch, type NamedVehicle } from "./vehicle-search";

const vehicles: NamedVehicle[] = [
  { id: 1, name: "Spark", brand: { name: "Chevrolet" } },
  { id: 2, name: "Aveo", brand: { name: "Chevrolet" } },
  { id: 3, name: "Mazda 3", brand: { name: "Mazda" } },
  { id: 4, name: "CR-V", brand: { name: "Honda" } },
  { id: 5, name: "Grand Cherokee", brand: { name: "Jeep" } },
  { id: 6, name: "Cherokee KK", brand: { name: "Jeep" } },
  { id: 7, name: "Spark", brand: { name: "Daewoo" } },
];

describe("planVehicleSearch", () => {
  it("splits a counter question into model, year and text", () => {
    expect(planVehicleSearch("spark 2012 pastillas", vehicles)).toEqual({
      vehicleIds: [1, 7],
      year: 2012,
      text: "pastillas",
    });
  });

  it("ignores case and accents and keeps the typed text of the rest", () => {
    expect(planVehicleSearch("Pastillas SPÁRK Frenos", vehicles)).toEqual({
      vehicleIds: [1, 7],
      text: "Pastillas Frenos",
    });
  });

  it("drops the make next to the model and narrows to it", () => {
    expect(planVehicleSearch("chevrolet spark filtro", vehicles)).toEqual({
      vehicleIds: [1],
      text: "filtro",
    });
  });

  it("matches multi-word and hyphenated names, the longest first", () => {
    expect(planVehicleSearch("mazda 3 2010", vehicles)).toEqual({ vehicleIds: [3], year: 2010, text: "" });
    expect(planVehicleSearch("cr-v bujía", vehicles)).toEqual({ vehicleIds: [4], text: "bujía" });
    expect(planVehicleSearch("grand cherokee amortiguador", vehicles)).toEqual({
      vehicleIds: [5],
      text: "amortiguador",
    });
  });

  it("leaves searches without a model name untouched, years and SKU numbers included", () => {
    expect(planVehicleSearch("pastillas 2012", vehicles)).toEqual({ text: "pastillas 2012" });
    expect(planVehicleSearch("MOT-PI-2047", vehicles)).toEqual({ text: "MOT-PI-2047" });
    // Whole words only: a prefix of a model name is ordinary text.
    expect(planVehicleSearch("spa", vehicles)).toEqual({ text: "spa" });
  });

  it("takes only years 1950-2100 as years", () => {
    expect(planVehicleSearch("spark 1949", vehicles)).toEqual({ vehicleIds: [1, 7], text: "1949" });
    expect(planVehicleSearch("aveo 2101", vehicles)).toEqual({ vehicleIds: [2], text: "2101" });
  });
});
