// The recorded-sales reports' query ('Modo mostrador'): the period switch's range as the shop's
// local dates, the series' grouping, and the optional filters of the filter bar.
import type { ReportPeriod } from "./report-period";
import { periodRange } from "./report-period";

export type ReportGroupBy = "day" | "week" | "month";

export interface ReportFilters {
  sellerId?: number;
  categoryId?: number;
  brandId?: number;
  customerId?: number;
  paymentMethod?: "efectivo" | "tarjeta" | "transferencia" | "credito";
}

export interface SalesReportQuery extends ReportFilters {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
}

/** "2025-04-19": a calendar date as the contract writes it. */
export function isoDate(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, "0");
  const day = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${month}-${day}`;
}

/** A year reads best by month; shorter periods by day. */
export const defaultGroupBy = (period: ReportPeriod): ReportGroupBy => (period === "year" ? "month" : "day");

export function salesReportQuery(
  period: ReportPeriod,
  today: Date,
  groupBy: ReportGroupBy,
  filters: ReportFilters,
): SalesReportQuery {
  const range = periodRange(period, today);
  const defined = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return { from: isoDate(range.from), to: isoDate(range.to), groupBy, ...defined };
}

const MONTHS = ["Ene", "Feb", "Mar", "Abr", "May", "Jun", "Jul", "Ago", "Sep", "Oct", "Nov", "Dic"];

/** The x label of a series' period: "19/04" for a day or a week's Monday, "Abr 2025" for a month. */
export function seriesLabel(key: string, groupBy: ReportGroupBy): string {
  const [year, month, day] = key.split("-");
  if (groupBy === "month") return `${MONTHS[Number(month) - 1] ?? month} ${year}`;
  return `${day}/${month}`;
}

/** Cents as pesos for charts (exact to the cent: a division by 100 of an integer). */
export const pesos = (cents: number) => cents / 100;
