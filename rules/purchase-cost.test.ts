import { describe, expect, it } from "vitest";
import { costAfterReceipt } from "./purchase-cost";

describe("costAfterReceipt", () => {
  it("'Último costo' takes the receipt's unit cost", () => {
    expect(
      costAfterReceipt("last", { stock: 10, costCents: 1000 }, { quantity: 2, unitCostCents: 1300 }),
    ).toBe(1300);
  });

  it("'Costo promedio' weighs by units, half up", () => {
    // (4 × 10.00 + 2 × 13.00) / 6 = 11.00
    expect(
      costAfterReceipt("average", { stock: 4, costCents: 1000 }, { quantity: 2, unitCostCents: 1300 }),
    ).toBe(1100);
    // (1 × 10.00 + 2 × 10.01) / 3 = 10.0066… → 10.01
    expect(
      costAfterReceipt("average", { stock: 1, costCents: 1000 }, { quantity: 2, unitCostCents: 1001 }),
    ).toBe(1001);
  });

  it("'Costo promedio' with no stock to weigh takes the new cost", () => {
    expect(
      costAfterReceipt("average", { stock: 0, costCents: 1000 }, { quantity: 3, unitCostCents: 700 }),
    ).toBe(700);
    expect(
      costAfterReceipt("average", { stock: -2, costCents: 1000 }, { quantity: 3, unitCostCents: 700 }),
    ).toBe(700);
  });
});
