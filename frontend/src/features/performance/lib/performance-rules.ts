// Pure rules of the seller-performance screen: progress colour bands, trend colours,
// commission, seller ordering and search.
import type { Seller } from "../data/performance-demo";

/** Blueprint intents stand for the specification's colours: green, blue, yellow, red. */
export type BandIntent = "success" | "primary" | "warning" | "danger";

export const COMMISSION_RATE = 0.05;

/** Above 90% green, above 60% blue, above 30% yellow, otherwise red. */
export function progressIntent(percent: number): BandIntent {
  if (percent > 90) return "success";
  if (percent > 60) return "primary";
  if (percent > 30) return "warning";
  return "danger";
}

/** The bar is full at 100% even when the target was passed (and never below empty). */
export function progressBarValue(percent: number): number {
  return Math.min(Math.max(percent, 0), 100) / 100;
}

/** Trend badge: green above 0, red below 0, yellow at 0. */
export function trendIntent(trend: number): "success" | "danger" | "warning" {
  if (trend > 0) return "success";
  if (trend < 0) return "danger";
  return "warning";
}

/** "+12.3%", "-4.2%", "0.0%". */
export function formatTrend(trend: number): string {
  const sign = trend > 0 ? "+" : "";
  return `${sign}${trend.toFixed(1)}%`;
}

/** Estimated commission: 5% of the sales amount. */
export function commission(salesAmount: number): number {
  return Math.round(salesAmount * COMMISSION_RATE * 100) / 100;
}

/** Percentage of the target reached; 0 when there is no target. */
export function targetCompletion(amount: number, target: number): number {
  if (target <= 0) return 0;
  return (amount / target) * 100;
}

export function sellerCompletion(seller: Seller): number {
  return targetCompletion(seller.stats.salesAmount, seller.stats.targetAmount);
}

/** Highest sales amount first; a copy, the input is left as it is. */
export function sortBySalesAmount(sellers: readonly Seller[]): Seller[] {
  return [...sellers].sort((a, b) => b.stats.salesAmount - a.stats.salesAmount);
}

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** Name or username containing the text, ignoring case and accents; ordered by amount. */
export function searchSellers(sellers: readonly Seller[], text: string): Seller[] {
  const query = fold(text);
  const matches = query
    ? sellers.filter((s) => fold(s.name).includes(query) || fold(s.username).includes(query))
    : sellers;
  return sortBySalesAmount(matches);
}

export const ROLE_LABELS: Record<Seller["role"], string> = { sales: "Vendedor", manager: "Gerente" };

/** The items whose name contains the text, ignoring case and accents, in their order. */
export function searchByName<T>(items: readonly T[], text: string, name: (item: T) => string): T[] {
  const query = fold(text);
  return query ? items.filter((item) => fold(name(item)).includes(query)) : [...items];
}
