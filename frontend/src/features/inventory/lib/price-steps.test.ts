import { describe, expect, it } from "vitest";
import type { PriceChange } from "@/lib/api/types";
import { changeAt, marginAfter, priceSteps } from "./price-steps";

const change = (at: string, selling: number, cost?: number): PriceChange => ({
  id: 1,
  oldSellingPrice: null,
  newSellingPrice: selling,
  ...(cost === undefined ? {} : { oldCostPrice: null, newCostPrice: cost }),
  userId: 1,
  userName: "Administrador",
  createdAt: at,
});

describe("priceSteps", () => {
  const now = new Date("2025-06-01T00:00:00Z");

  it("holds the last price until now, with the cost for an Administrador", () => {
    const steps = priceSteps(
      [change("2025-01-01T00:00:00Z", 10, 8), change("2025-03-01T00:00:00Z", 12, 9)],
      now,
    );
    expect(steps.selling.map((p) => p.y)).toEqual([10, 12, 12]);
    expect(steps.selling[2]!.x).toEqual(now);
    expect(steps.cost?.map((p) => p.y)).toEqual([8, 9, 9]);
  });

  it("has no cost series when the rows carry no cost", () => {
    expect(priceSteps([change("2025-01-01T00:00:00Z", 10)], now).cost).toBeNull();
    expect(marginAfter(change("2025-01-01T00:00:00Z", 10))).toBeNull();
    expect(marginAfter(change("2025-01-01T00:00:00Z", 12, 8))).toBe(50);
  });
});

describe("changeAt", () => {
  it("answers the prices in force at a moment", () => {
    const changes = [change("2025-01-01T00:00:00Z", 10), change("2025-03-01T00:00:00Z", 12)];
    expect(changeAt(changes, new Date("2025-02-01T00:00:00Z"))?.newSellingPrice).toBe(10);
    expect(changeAt(changes, new Date("2025-03-01T00:00:00Z"))?.newSellingPrice).toBe(12);
    expect(changeAt([], new Date())).toBeUndefined();
  });
});
