// The recorded figures as the screen shows them: the period's totals over the sellers shown, the
// chart points (pesos, for the axes) and each seller's goal progress. Sums stay in cents.
import { commissionCents, goalProgress, trendPercent } from "@rules/sales-report";
import type { SellerPerformance, StoredSellerGoal } from "../api/use-seller-performance";
import type { CategorySales } from "../data/performance-demo";
import { shortMonth } from "./real-period";

export interface PeriodTotals {
  netCents: number;
  previousNetCents: number;
  trendPercent: number | null;
  salesCount: number;
  units: number;
  averageTicketCents: number;
  returnedCents: number;
  marginCents: number;
  commissionCents: number;
  goalCents: number;
  progressPercent: number | null;
}

export function periodTotals(sellers: SellerPerformance["sellers"]): PeriodTotals {
  let netCents = 0;
  let previousNetCents = 0;
  let salesCount = 0;
  let units = 0;
  let returnedCents = 0;
  let marginCents = 0;
  let goalCents = 0;
  for (const row of sellers) {
    netCents += row.netCents;
    previousNetCents += row.previousNetCents;
    salesCount += row.salesCount;
    units += row.units;
    returnedCents += row.returnedCents;
    marginCents += row.marginCents;
    goalCents += row.goal?.amountCents ?? 0;
  }
  return {
    netCents,
    previousNetCents,
    trendPercent: trendPercent(netCents, previousNetCents),
    salesCount,
    units,
    averageTicketCents: salesCount === 0 ? 0 : Math.round(netCents / salesCount),
    returnedCents,
    marginCents,
    commissionCents: commissionCents(netCents),
    goalCents,
    progressPercent: goalProgress(netCents, goalCents),
  };
}

/** The line chart's months: net sales against the sellers' goals added up, in pesos. */
export function monthPoints(monthly: SellerPerformance["monthly"], goals: readonly StoredSellerGoal[]) {
  const target = new Map<string, number>();
  for (const goal of goals) target.set(goal.month, (target.get(goal.month) ?? 0) + goal.amountCents);
  const years = new Set(monthly.map((m) => m.month.slice(0, 4)));
  return monthly.map((m) => ({
    month: shortMonth(m.month, years.size > 1),
    amount: m.netCents / 100,
    target: (target.get(m.month) ?? 0) / 100,
  }));
}

/** The bar chart's categories: net sales in pesos, units kept (sold − returned). */
export function categoryBars(byCategory: SellerPerformance["byCategory"]): CategorySales[] {
  return byCategory.map((c) => ({
    category: c.name,
    amount: c.netCents / 100,
    count: c.units - c.returnedUnits,
  }));
}

/** "2026-11-01" → "01/11/2026". */
export function dayLabel(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/** Cents shown as pesos without decimals ("$ 12.500"). */
export const pesos = (cents: number) => cents / 100;
