import { describe, expect, it } from "vitest";
import type { ProductFitment, Vehicle } from "@/lib/api/types";
import {
  EMPTY_DRAFT,
  FITMENT_MESSAGES,
  checkDraft,
  fitmentFromDraft,
  fitmentYearChoices,
  formatFitment,
  makesOfVehicles,
  toFitmentInputs,
} from "./fitment";

const spark: ProductFitment = {
  vehicleId: 2,
  vehicleName: "Spark",
  brandId: 14,
  brandName: "Chevrolet",
  yearFrom: 2010,
  yearTo: 2015,
  engine: "1.2",
};

function vehicle(
  id: number,
  name: string,
  brandId: number,
  brand: string,
  years: [number | null, number | null] = [null, null],
): Vehicle {
  return {
    id,
    name,
    model: name,
    brandId,
    brand: { id: brandId, name: brand },
    yearFrom: years[0],
    yearTo: years[1],
    engine: null,
  };
}

describe("formatFitment", () => {
  it("reads like a fitment chart", () => {
    expect(formatFitment(spark)).toBe("Chevrolet Spark 2010 - 2015, 1.2");
  });

  it("leaves out what the link does not say", () => {
    expect(formatFitment({ ...spark, engine: null })).toBe("Chevrolet Spark 2010 - 2015");
    expect(formatFitment({ ...spark, yearFrom: null, yearTo: null })).toBe("Chevrolet Spark, 1.2");
    expect(formatFitment({ ...spark, yearFrom: null, yearTo: null, engine: null })).toBe("Chevrolet Spark");
  });
});

describe("toFitmentInputs", () => {
  it("sends the model id, years and engine only", () => {
    expect(toFitmentInputs([spark])).toEqual([{ vehicleId: 2, yearFrom: 2010, yearTo: 2015, engine: "1.2" }]);
  });
});

describe("makesOfVehicles", () => {
  it("groups models by make, both by name", () => {
    const makes = makesOfVehicles([
      vehicle(3, "Spark", 14, "Chevrolet"),
      vehicle(1, "Yaris", 20, "Toyota"),
      vehicle(2, "Aveo", 14, "Chevrolet"),
    ]);
    expect(makes.map((make) => make.name)).toEqual(["Chevrolet", "Toyota"]);
    expect(makes[0]!.models.map((model) => model.name)).toEqual(["Aveo", "Spark"]);
  });
});

describe("checkDraft", () => {
  it("asks for a model", () => {
    expect(checkDraft(EMPTY_DRAFT, [])).toEqual({ vehicleId: FITMENT_MESSAGES.modelRequired });
  });

  it("refuses a model already listed", () => {
    expect(checkDraft({ ...EMPTY_DRAFT, makeId: "14", vehicleId: "2" }, [spark]).vehicleId).toBe(
      FITMENT_MESSAGES.alreadyListed,
    );
  });

  it("refuses reversed years and accepts open ones", () => {
    const draft = { ...EMPTY_DRAFT, makeId: "14", vehicleId: "5" };
    expect(checkDraft({ ...draft, yearFrom: "2015", yearTo: "2010" }, [spark]).yearTo).toBe(
      FITMENT_MESSAGES.yearsReversed,
    );
    expect(checkDraft({ ...draft, yearFrom: "2015" }, [spark])).toEqual({});
    expect(checkDraft({ ...draft, yearFrom: "2012", yearTo: "2012" }, [spark])).toEqual({});
  });
});

describe("fitmentFromDraft", () => {
  it("takes the names from the chosen model and empties to null", () => {
    const aveo = vehicle(5, "Aveo", 14, "Chevrolet");
    expect(
      fitmentFromDraft({ ...EMPTY_DRAFT, vehicleId: "5", yearFrom: "2008", engine: "  " }, aveo),
    ).toEqual({
      vehicleId: 5,
      vehicleName: "Aveo",
      brandId: 14,
      brandName: "Chevrolet",
      yearFrom: 2008,
      yearTo: null,
      engine: null,
    });
  });
});

describe("fitmentYearChoices", () => {
  const now = new Date("2025-03-01T12:00:00Z");
  it("offers the model's range, newest first, never past this year", () => {
    expect(fitmentYearChoices({ yearFrom: 2020, yearTo: null }, now)).toEqual([
      2025, 2024, 2023, 2022, 2021, 2020,
    ]);
    expect(fitmentYearChoices({ yearFrom: 2006, yearTo: 2008 }, now)).toEqual([2008, 2007, 2006]);
  });

  it("offers 1990 to this year when the model's years are unknown", () => {
    const years = fitmentYearChoices({ yearFrom: null, yearTo: null }, now);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1990);
  });
});
