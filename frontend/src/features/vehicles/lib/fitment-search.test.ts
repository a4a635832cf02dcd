import { describe, expect, it } from "vitest";
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";
import {
  EMPTY_SELECTION,
  chooseMake,
  chooseModel,
  fitmentLabel,
  fitmentMakes,
  isLowStock,
  yearOptions,
  type SavedModel,
} from "./fitment-search";

const now = new Date("2025-06-01T12:00:00Z");

function model(overrides: Partial<VehicleModel>): VehicleModel {
  return {
    key: "vehicle-2",
    id: 2,
    name: "Spark",
    makeKey: "brand-14",
    makeId: 14,
    makeName: "Chevrolet",
    yearFrom: 2006,
    yearTo: 2019,
    engine: "1.0L",
    ...overrides,
  };
}

const spark = model({}) as SavedModel;

describe("fitmentMakes", () => {
  it("keeps only saved models and drops makes left without any", () => {
    const makes: VehicleMake[] = [
      {
        key: "brand-14",
        id: 14,
        name: "Chevrolet",
        description: null,
        models: [spark, model({ key: "ref-chevrolet-sail", id: null, name: "Sail" })],
      },
      {
        key: "ref-chery",
        id: null,
        name: "Chery",
        description: null,
        models: [model({ key: "ref-chery-tiggo", id: null, name: "Tiggo" })],
      },
    ];
    expect(fitmentMakes(makes)).toEqual([{ key: "brand-14", name: "Chevrolet", models: [spark] }]);
  });
});

describe("yearOptions", () => {
  it("offers the model's own range, newest first", () => {
    const years = yearOptions(spark, now);
    expect(years[0]).toBe(2019);
    expect(years.at(-1)).toBe(2006);
    expect(years).toHaveLength(14);
  });

  it("runs an open end to the current year and an unknown start from 1990", () => {
    expect(yearOptions(model({ yearFrom: 2007, yearTo: null }), now)[0]).toBe(2025);
    const unknown = yearOptions(model({ yearFrom: null, yearTo: null }), now);
    expect(unknown[0]).toBe(2025);
    expect(unknown.at(-1)).toBe(1990);
    expect(yearOptions(undefined, now)).toHaveLength(36);
  });

  it("never offers a year after the current one", () => {
    expect(yearOptions(model({ yearFrom: 2020, yearTo: 2030 }), now)).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020,
    ]);
  });
});

describe("choosing make and model", () => {
  it("a make clears the model and the year", () => {
    expect(chooseMake("brand-3")).toEqual({ makeKey: "brand-3", vehicleId: null, year: null, engine: "" });
  });

  it("a model keeps the year only when the model was sold that year", () => {
    const chosen = { makeKey: "brand-14", vehicleId: 1, year: 2012, engine: "1.2" };
    expect(chooseModel(chosen, spark, now)).toEqual({
      makeKey: "brand-14",
      vehicleId: 2,
      year: 2012,
      engine: "1.2",
    });
    expect(chooseModel({ ...chosen, year: 2022 }, spark, now).year).toBeNull();
    expect(chooseModel(chosen, undefined, now)).toEqual({
      ...chosen,
      vehicleId: null,
      year: null,
      engine: "",
    });
    expect(chooseModel(EMPTY_SELECTION, spark, now).vehicleId).toBe(2);
  });
});

describe("fitmentLabel", () => {
  it("names make and model, then the year and the engine when given", () => {
    const spark = { makeName: "Chevrolet", name: "Spark" };
    expect(fitmentLabel(spark, null, "")).toBe("Chevrolet Spark");
    expect(fitmentLabel(spark, 2012, "")).toBe("Chevrolet Spark 2012");
    expect(fitmentLabel(spark, 2012, "1.2")).toBe("Chevrolet Spark 2012, motor 1.2");
    expect(fitmentLabel(spark, null, "1.0")).toBe("Chevrolet Spark, motor 1.0");
  });
});

describe("isLowStock", () => {
  it("is low at or below the product's threshold", () => {
    expect(isLowStock(3, 3)).toBe(true);
    expect(isLowStock(4, 3)).toBe(false);
    expect(isLowStock(10, 12)).toBe(true);
  });

  it("uses 5 when the product has no threshold", () => {
    expect(isLowStock(5, null)).toBe(true);
    expect(isLowStock(6, undefined)).toBe(false);
    expect(isLowStock(0, null)).toBe(true);
  });
});
