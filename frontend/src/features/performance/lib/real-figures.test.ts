import { describe, expect, it } from "vitest";
import type { SellerPerformanceRow } from "../api/use-seller-performance";
import { sellerRow } from "../data/sample-performance";
import { categoryBars, dayLabel, monthPoints, periodTotals } from "./real-figures";

const row = (over: Partial<SellerPerformanceRow>) => sellerRow({ seller: { id: 1, name: "Ana" }, ...over });

describe("the recorded figures on screen", () => {
  it("adds the sellers up to the period's totals, goal and 5 % commission", () => {
    const totals = periodTotals([
      row({
        netCents: 30_000_00,
        salesCount: 2,
        units: 4,
        previousNetCents: 20_000_00,
        goal: { amountCents: 50_000_00, units: 10 },
      }),
      row({
        seller: { id: 2, name: "Luis" },
        netCents: 10_000_01,
        salesCount: 1,
        units: 1,
        returnedCents: 5_000_00,
        marginCents: 3_000_00,
      }),
    ]);
    expect(totals).toMatchObject({
      netCents: 40_000_01,
      salesCount: 3,
      units: 5,
      averageTicketCents: 13_333_34,
      returnedCents: 5_000_00,
      commissionCents: 2_000_00,
      goalCents: 50_000_00,
      progressPercent: 80,
      trendPercent: 100,
    });
    expect(periodTotals([])).toMatchObject({
      netCents: 0,
      averageTicketCents: 0,
      trendPercent: null,
      progressPercent: null,
    });
  });

  it("puts each month's goals beside its sales, naming months with the year across years", () => {
    const monthly = [
      { month: "2025-12", netCents: 100_00, marginCents: 0 },
      { month: "2026-01", netCents: 250_50, marginCents: 0 },
    ];
    const goals = [
      { userId: 1, month: "2026-01", amountCents: 200_00, units: 1 },
      { userId: 2, month: "2026-01", amountCents: 300_00, units: 1 },
    ];
    expect(monthPoints(monthly, goals)).toEqual([
      { month: "Dic 2025", amount: 100, target: 0 },
      { month: "Ene 2026", amount: 250.5, target: 500 },
    ]);
  });

  it("keeps the units that stayed sold per category", () => {
    const bars = categoryBars([
      {
        id: 1,
        name: "Frenos",
        salesCount: 1,
        units: 5,
        amountCents: 500_00,
        returnsCount: 1,
        returnedUnits: 2,
        returnedCents: 200_00,
        netCents: 300_00,
        costCents: 0,
        marginCents: 300_00,
      },
    ]);
    expect(bars).toEqual([{ category: "Frenos", amount: 300, count: 3 }]);
    expect(dayLabel("2026-11-01")).toBe("01/11/2026");
  });
});
