import { describe, expect, it } from "vitest";
import { DEMO_SELLERS } from "../data/performance-demo";
import { applyGoalAmounts, defaultGoals, monthLabel } from "./goals";

describe("goals", () => {
  it("starts each seller at the current target and sales count + 10 units", () => {
    const goals = defaultGoals(DEMO_SELLERS);
    expect(goals[1]).toEqual({ amount: 15_000, units: 55 });
    expect(goals[2]).toEqual({ amount: 16_000, units: 48 });
  });

  it("keeps the defaults inside the sliders' ranges", () => {
    const base = DEMO_SELLERS[0]!;
    const goals = defaultGoals([
      { ...base, id: 9, stats: { ...base.stats, targetAmount: 90_000, salesCount: 120 } },
    ]);
    expect(goals[9]).toEqual({ amount: 50_000, units: 100 });
  });

  it("copies the amounts to the sellers and leaves the units out", () => {
    const saved = applyGoalAmounts(DEMO_SELLERS, { 1: { amount: 20_000, units: 90 } });
    const carlos = saved.find((s) => s.id === 1)!;
    expect(carlos.stats.targetAmount).toBe(20_000);
    expect(carlos.stats.salesCount).toBe(45);
    expect(saved.find((s) => s.id === 2)!.stats.targetAmount).toBe(16_000);
    expect(DEMO_SELLERS.find((s) => s.id === 1)!.stats.targetAmount).toBe(15_000);
  });

  it("names the goal month in Spanish", () => {
    expect(monthLabel(2025, 4)).toBe("Abril 2025");
  });
});
