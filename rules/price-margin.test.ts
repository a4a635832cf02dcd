import { describe, expect, it } from "vitest";
import { marginTenths, sellingKeepingMargin } from "./price-margin";

describe("the margin rule of the product dialog, in cents", () => {
  it("keeps a 40 % margin over a new cost", () => {
    expect(sellingKeepingMargin({ costCents: 10_000, sellingCents: 14_000 }, 12_550)).toBe(17_570);
  });

  it("rounds the margin to a tenth of a percent before applying it", () => {
    // 3,00 → 4,00 is 33.3 %, so 6,00 sells at 6,00 × 1.333 = 8,00
    expect(marginTenths(100, 134)).toBe(340);
    expect(marginTenths(300, 400)).toBe(333);
    expect(sellingKeepingMargin({ costCents: 300, sellingCents: 400 }, 600)).toBe(800);
  });

  it("leaves the selling price alone when the part had no cost", () => {
    expect(sellingKeepingMargin({ costCents: 0, sellingCents: 5_000 }, 2_000)).toBe(5_000);
  });

  it("keeps a negative margin (a part sold under cost) as it is", () => {
    expect(marginTenths(1_000, 900)).toBe(-100);
    expect(sellingKeepingMargin({ costCents: 1_000, sellingCents: 900 }, 2_000)).toBe(1_800);
  });
});
