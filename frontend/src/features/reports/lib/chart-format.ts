// Number formats of the report charts: compact COP on axes, full COP in tooltips. The compact form
// is written here rather than with Intl's compact notation, whose Spanish units differ between ICU
// versions (Node says "k", Chromium "mil"). Numbers go through lib/format, which writes them without
// Intl (the first Intl formatter of a page costs a long task).
import { formatDecimal } from "@/lib/format";

/** "$ 12,5 mil", "$ 1,2 M", "$ 850": short enough for an axis at 375 px. */
export function formatCopCompact(amount: number): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(amount);
  if (abs >= 1_000_000) return `${sign}$ ${formatDecimal(abs / 1_000_000)} M`;
  if (abs >= 1_000) return `${sign}$ ${formatDecimal(abs / 1_000)} mil`;
  return `${sign}$ ${formatDecimal(abs)}`;
}

/** "1.250" in the Spanish (Colombia) way. */
export function formatCount(value: number): string {
  return formatDecimal(value);
}

/** Share of a total, "32,5%"; 0 when the total is 0. */
export function formatShare(value: number, total: number): string {
  return `${formatDecimal(total > 0 ? (value / total) * 100 : 0)}%`;
}
