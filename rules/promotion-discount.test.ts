import { describe, expect, it } from "vitest";
import { effectiveDiscount, isPromotionRunning } from "./promotion-discount";

describe("effectiveDiscount", () => {
  it("takes the larger of the product's own discount and the promotion's", () => {
    expect(effectiveDiscount(5, 15)).toBe(15);
    expect(effectiveDiscount(30, 15)).toBe(30);
    expect(effectiveDiscount(null, 10)).toBe(10);
    expect(effectiveDiscount(0, 10)).toBe(10);
  });
  it("keeps the product's own value when no promotion runs", () => {
    expect(effectiveDiscount(null, null)).toBeNull();
    expect(effectiveDiscount(0, undefined)).toBe(0);
    expect(effectiveDiscount(12, null)).toBe(12);
  });
});

describe("isPromotionRunning", () => {
  const promo = {
    is_active: true,
    start_date: "2025-06-01T00:00:00.000Z",
    end_date: "2025-06-30T23:59:59.999Z",
  };
  it("runs between its dates, both ends included, while switched on", () => {
    expect(isPromotionRunning(promo, "2025-06-15T12:00:00.000Z")).toBe(true);
    expect(isPromotionRunning(promo, promo.start_date)).toBe(true);
    expect(isPromotionRunning(promo, promo.end_date)).toBe(true);
    expect(isPromotionRunning({ ...promo, is_active: false }, "2025-06-15T12:00:00.000Z")).toBe(false);
  });
  it("does not run before it starts or after it ends", () => {
    expect(isPromotionRunning(promo, "2025-05-31T23:59:59.999Z")).toBe(false);
    expect(isPromotionRunning(promo, "2025-07-01T00:00:00.000Z")).toBe(false);
  });
});
