import { describe, expect, it } from "vitest";
import { fitmentYears, formatYearRange, modelYearChoices } from "./vehicle-years";

describe("vehicle years", () => {
  it("names a link's years: closed, single, open at either end, unknown", () => {
    expect(fitmentYears(2010, 2015)).toBe("2010 - 2015");
    expect(fitmentYears(2012, 2012)).toBe("2012");
    expect(fitmentYears(2010, null)).toBe("2010 - Actualidad");
    expect(fitmentYears(null, 2015)).toBe("Hasta 2015");
    expect(fitmentYears(null, null)).toBe("");
  });

  it("words a model's range the same way on every screen", () => {
    expect(formatYearRange(2005, 2018)).toBe("2005 - 2018");
    expect(formatYearRange(2007, null)).toBe("2007 - Actualidad");
    expect(formatYearRange(null, 2010)).toBe("Hasta 2010");
    expect(formatYearRange(null, null)).toBe("Años no especificados");
    expect(formatYearRange(null, null, "Universal")).toBe("Universal");
  });

  it("offers a model's years newest first, never past this year nor before 1990", () => {
    const now = new Date(2025, 5, 1);
    expect(modelYearChoices({ yearFrom: 2021, yearTo: 2030 }, now)).toEqual([2025, 2024, 2023, 2022, 2021]);
    expect(modelYearChoices({ yearFrom: null, yearTo: 1992 }, now)).toEqual([1992, 1991, 1990]);
    expect(modelYearChoices(undefined, now)).toHaveLength(2025 - 1990 + 1);
  });
});
