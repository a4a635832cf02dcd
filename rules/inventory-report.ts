// The inventory reports' rules, once for both stores and the operation: a product
// is low on stock at or below its minimum ('Sin stock' at 0 or less, 'Crítico' below the minimum,
// 'Bajo' equal to it); the most urgent first: lowest stock, then furthest below the minimum, then by
// name (ASCII case ignored) and id. A product's value is stock × cost price, negatives counted as
// 0; the largest first, then by name and id. Shares are percentages with one decimal.

export type StockStatus = "Sin stock" | "Crítico" | "Bajo";

/** The top lists' length. */
export const REPORT_TOP = 5;

export const positive = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

export function productValue(product: { stock: number; costPrice: number }): number {
  return positive(product.stock) * positive(product.costPrice);
}

export function isLowStock(product: { stock: number; stockThreshold: number }): boolean {
  return product.stock <= product.stockThreshold;
}

/** Null when the stock is above the minimum. */
export function stockStatus(stock: number, minimum: number): StockStatus | null {
  if (stock <= 0) return "Sin stock";
  if (stock < minimum) return "Crítico";
  if (stock === minimum) return "Bajo";
  return null;
}

export function shareOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((part / total) * 1000) / 10;
}
