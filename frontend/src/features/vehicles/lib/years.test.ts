import { describe, expect, it } from "vitest";
import { formatYearRange, yearChoices, yearFilterOptions } from "./years";

describe("years", () => {
  it("the filter offers 1995 to 2024, newest first", () => {
    const years = yearFilterOptions();
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(1995);
    expect(years).toHaveLength(30);
  });
  it("the form offers 1990 to the current year", () => {
    const years = yearChoices(new Date(2026, 5, 1));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1990);
  });
  it("formats ranges, open ends and missing years", () => {
    expect(formatYearRange(2005, 2018)).toBe("2005 - 2018");
    expect(formatYearRange(2005, null)).toBe("2005 - Actualidad");
    expect(formatYearRange(null, 2010)).toBe("Hasta 2010");
    expect(formatYearRange(null, null)).toBe("Años no especificados");
  });
});
