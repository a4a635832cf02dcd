// The demo figures hold together: sellers and categories add up to the summary.
import { describe, expect, it } from "vitest";
import { CATEGORY_SALES, DEMO_SELLERS, MONTHLY_SALES, PERFORMANCE_SUMMARY } from "./performance-demo";

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe("performance demo figures", () => {
  it("match the specification", () => {
    expect(PERFORMANCE_SUMMARY.totalSales).toBe(38_040);
    expect(PERFORMANCE_SUMMARY.monthlyGoal).toBe(47_000);
    expect(PERFORMANCE_SUMMARY.previousMonthSales).toBe(33_870);
    expect(PERFORMANCE_SUMMARY.salesCount).toBe(111);
    expect(PERFORMANCE_SUMMARY.averageTicket).toBe(342.7);
    expect(MONTHLY_SALES.map((m) => m.month)).toEqual(["Ene", "Feb", "Mar", "Abr", "May", "Jun"]);
    expect(CATEGORY_SALES.map((c) => c.category)).toEqual([
      "Motor",
      "Transmisión",
      "Suspensión",
      "Frenos",
      "Eléctrico",
    ]);
  });

  it("add up across sellers and categories", () => {
    expect(sum(DEMO_SELLERS.map((s) => s.stats.salesAmount))).toBe(38_040);
    expect(sum(DEMO_SELLERS.map((s) => s.stats.salesCount))).toBe(111);
    expect(sum(DEMO_SELLERS.map((s) => s.stats.targetAmount))).toBe(47_000);
    expect(sum(CATEGORY_SALES.map((c) => c.amount))).toBe(38_040);
    expect(sum(CATEGORY_SALES.map((c) => c.count))).toBe(111);
    expect(Math.round((38_040 / 111) * 100) / 100).toBe(PERFORMANCE_SUMMARY.averageTicket);
  });
});
