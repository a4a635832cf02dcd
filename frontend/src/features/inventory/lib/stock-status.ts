// Stock rules: low means at or below the threshold, which defaults to 5; the
// report names 'Sin stock' (0), 'Crítico' (below the minimum) and 'Bajo' (equal to it).

export const DEFAULT_STOCK_THRESHOLD = 5;

export type ReportStockStatus = "Sin stock" | "Crítico" | "Bajo";

export function stockThresholdOf(threshold: number | null | undefined): number {
  return typeof threshold === "number" && Number.isFinite(threshold) ? threshold : DEFAULT_STOCK_THRESHOLD;
}

export function isLowStock(stock: number, threshold?: number | null): boolean {
  return stock <= stockThresholdOf(threshold);
}

/** Null when the stock is above the minimum: the product is not in the low-stock report. */
export function reportStockStatus(stock: number, minimum?: number | null): ReportStockStatus | null {
  const min = stockThresholdOf(minimum);
  if (stock <= 0) return "Sin stock";
  if (stock < min) return "Crítico";
  if (stock === min) return "Bajo";
  return null;
}
