// The period selector with 'Modo mostrador' on: the selector's values as the server's periods, the
// months of a range, and their Spanish names.
import { periodStart, previousPeriod } from "@rules/shop-time";
import { MONTH_NAMES } from "./goals";

export type PerformanceQuery =
  | { period: "today" | "week" | "month" | "quarter" | "year" }
  | { period: "custom"; from: string; to: string };

const SERVER_PERIODS = {
  today: "today",
  "current-week": "week",
  "current-month": "month",
  "current-quarter": "quarter",
  "current-year": "year",
} as const;

/** The query for a selector value; a custom period needs both dates in order (else null). */
export function performanceQuery(selected: string, from: string, to: string): PerformanceQuery | null {
  if (selected === "custom") {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return null;
    return { period: "custom", from, to };
  }
  const period = SERVER_PERIODS[selected as keyof typeof SERVER_PERIODS];
  return period ? { period } : null;
}

export interface PerformanceRange {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** Today's date on the user's clock ("YYYY-MM-DD"). */
export function clientToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The dates the server will answer for a query, worked out from the user's clock so the period line
 * shows before the figures arrive; the answer's own dates (the shop's time zone) replace them.
 */
export function expectedRange(query: PerformanceQuery, today: string): PerformanceRange {
  const from = query.period === "custom" ? query.from : periodStart(today, query.period);
  const to = query.period === "custom" ? query.to : today;
  const previous = previousPeriod(from, to);
  return { from, to, previousFrom: previous.from, previousTo: previous.to };
}

/** "2025-04" → "Abr" (the chart's short month), or "Abr 2025" with the year. */
export function shortMonth(month: string, withYear = false): string {
  const name = (MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? "").slice(0, 3);
  return withYear ? `${name} ${month.slice(0, 4)}` : name;
}

/** "2025-04" → "Abril 2025". */
export function longMonth(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? ""} ${month.slice(0, 4)}`;
}

/** The month `delta` months after (or before) "YYYY-MM". */
export function addMonths(month: string, delta: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The first and last local dates of a month. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, "0")}` };
}

/** Days left in the month of `date` after it (0 on its last day). */
export function daysLeftInMonth(date: string): number {
  const { to } = monthRange(date.slice(0, 7));
  return Number(to.slice(8, 10)) - Number(date.slice(8, 10));
}
