import { describe, expect, it } from "vitest";
import { countedTotal, pieces } from "./denominations";

describe("counting by denomination", () => {
  it("sums pieces × value; blank counts are none", () => {
    expect(countedTotal({ 5_000_000: "2", 1_000_000: "3", 50_000: "7" })).toBe(13_350_000);
    expect(countedTotal({})).toBe(0);
  });

  it("a count that is not a whole number of pieces leaves the total unknown", () => {
    expect(pieces("1,5")).toBeNull();
    expect(pieces("-1")).toBeNull();
    expect(countedTotal({ 5_000_000: "2", 10_000: "x" })).toBeNull();
  });
});
