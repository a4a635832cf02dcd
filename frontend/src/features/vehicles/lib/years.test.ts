import { describe, expect, it } from "vitest";
import { yearChoices, yearFilterOptions } from "./years";

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
});
