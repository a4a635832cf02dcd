import { describe, expect, it } from "vitest";
import { suggestedQuantity } from "./reorder";

describe("suggestedQuantity", () => {
  it("reaches the minimum plus the sales expected over the lead time", () => {
    // 30 sold in 30 days, 7 days of lead time: 7 more; minimum 5, stock 2 → 5 + 7 − 2 = 10.
    expect(
      suggestedQuantity({ stock: 2, minimumStock: 5, soldInWindow: 30, windowDays: 30, leadTimeDays: 7 }),
    ).toBe(10);
  });

  it("rounds the expected sales up and suggests at least one", () => {
    expect(
      suggestedQuantity({ stock: 4, minimumStock: 4, soldInWindow: 1, windowDays: 90, leadTimeDays: 3 }),
    ).toBe(1);
    expect(
      suggestedQuantity({ stock: 5, minimumStock: 5, soldInWindow: 0, windowDays: 30, leadTimeDays: 0 }),
    ).toBe(1);
    expect(
      suggestedQuantity({ stock: -1, minimumStock: 2, soldInWindow: 0, windowDays: 30, leadTimeDays: 10 }),
    ).toBe(3);
  });
});
