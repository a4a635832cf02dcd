// The reports' period switch: day, week, month (30 days) and year (365 days), each
// with the label of its date range ending today.
import { formatDate } from "@/lib/format";

export type ReportPeriod = "day" | "week" | "month" | "year";

export const REPORT_PERIODS: readonly { id: ReportPeriod; label: string }[] = [
  { id: "day", label: "Día" },
  { id: "week", label: "Semana" },
  { id: "month", label: "Mes" },
  { id: "year", label: "Año" },
];

const DAYS_BACK: Record<ReportPeriod, number> = { day: 0, week: 7, month: 30, year: 365 };

const RANGE_TITLES: Record<ReportPeriod, string> = {
  day: "Hoy",
  week: "Últimos 7 días",
  month: "Últimos 30 días",
  year: "Últimos 365 días",
};

export interface PeriodRange {
  title: string;
  from: Date;
  to: Date;
  /** "Últimos 7 días (12/04/2025 - 19/04/2025)"; today alone shows one date. */
  label: string;
}

export function periodRange(period: ReportPeriod, today: Date): PeriodRange {
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const from = new Date(to);
  from.setDate(from.getDate() - DAYS_BACK[period]);
  const title = RANGE_TITLES[period];
  const dates = period === "day" ? formatDate(to) : `${formatDate(from)} - ${formatDate(to)}`;
  return { title, from, to, label: `${title} (${dates})` };
}
