// The goals dialog's ranges and defaults, and what saving does to the sellers.
import type { Seller } from "../data/performance-demo";

export const AMOUNT_GOAL_RANGE = { min: 5_000, max: 50_000, step: 1_000 } as const;
export const UNITS_GOAL_RANGE = { min: 10, max: 100, step: 5 } as const;
export const GOAL_YEARS = [2024, 2025, 2026] as const;
export const SELLER_TAB_YEARS = [2023, 2024, 2025] as const;

export const MONTH_NAMES = [
  "Enero",
  "Febrero",
  "Marzo",
  "Abril",
  "Mayo",
  "Junio",
  "Julio",
  "Agosto",
  "Septiembre",
  "Octubre",
  "Noviembre",
  "Diciembre",
] as const;

export interface SellerGoal {
  amount: number;
  units: number;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}

/** Amount = the current target; units = sales count + 10; both kept inside the sliders' ranges. */
export function defaultGoals(sellers: readonly Seller[]): Record<number, SellerGoal> {
  return Object.fromEntries(
    sellers.map((s) => [
      s.id,
      {
        amount: clamp(s.stats.targetAmount, AMOUNT_GOAL_RANGE.min, AMOUNT_GOAL_RANGE.max),
        units: clamp(s.stats.salesCount + 10, UNITS_GOAL_RANGE.min, UNITS_GOAL_RANGE.max),
      },
    ]),
  );
}

/** 'Guardar Metas': target amounts are copied to the sellers; unit goals are not. */
export function applyGoalAmounts(sellers: readonly Seller[], goals: Record<number, SellerGoal>): Seller[] {
  return sellers.map((s) => {
    const goal = goals[s.id];
    return goal ? { ...s, stats: { ...s.stats, targetAmount: goal.amount } } : s;
  });
}

/** "Abril 2025". */
export function monthLabel(year: number, month: number): string {
  return `${MONTH_NAMES[month - 1] ?? ""} ${year}`.trim();
}
