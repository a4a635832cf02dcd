// Figures of the inventory reports: totals, the 5 most urgent low-stock products
// and the 5 products holding the most value (stock × cost price), each with its share.
import { reportStockStatus, stockThresholdOf, type ReportStockStatus } from "./stock-status";

export interface ReportProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
  costPrice: number;
  stockThreshold?: number | null;
  category?: { name: string } | null;
}

export interface InventorySummary {
  totalProducts: number;
  inventoryValue: number;
  totalUnits: number;
  lowStockCount: number;
}

export interface LowStockEntry<P extends ReportProduct = ReportProduct> {
  product: P;
  minimum: number;
  status: ReportStockStatus;
  /** Percentage of all units in stock, one decimal. */
  share: number;
}

export interface ValueEntry<P extends ReportProduct = ReportProduct> {
  product: P;
  value: number;
  /** Percentage of the inventory value, one decimal. */
  share: number;
}

export const REPORT_TOP = 5;

const positive = (n: number) => (Number.isFinite(n) && n > 0 ? n : 0);

export function productValue(product: ReportProduct): number {
  return positive(product.stock) * positive(product.costPrice);
}

export function shareOf(part: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((part / total) * 1000) / 10;
}

export function summarize(products: readonly ReportProduct[]): InventorySummary {
  let inventoryValue = 0;
  let totalUnits = 0;
  let lowStockCount = 0;
  for (const product of products) {
    inventoryValue += productValue(product);
    totalUnits += positive(product.stock);
    if (reportStockStatus(product.stock, product.stockThreshold) !== null) lowStockCount += 1;
  }
  return { totalProducts: products.length, inventoryValue, totalUnits, lowStockCount };
}

/** Most urgent first: lowest stock, then furthest below its minimum, then by name. */
export function topLowStock<P extends ReportProduct>(
  products: readonly P[],
  top = REPORT_TOP,
): LowStockEntry<P>[] {
  const totalUnits = products.reduce((sum, p) => sum + positive(p.stock), 0);
  const entries: LowStockEntry<P>[] = [];
  for (const product of products) {
    const status = reportStockStatus(product.stock, product.stockThreshold);
    if (status === null) continue;
    const minimum = stockThresholdOf(product.stockThreshold);
    entries.push({ product, minimum, status, share: shareOf(positive(product.stock), totalUnits) });
  }
  entries.sort(
    (a, b) =>
      a.product.stock - b.product.stock ||
      a.product.stock - a.minimum - (b.product.stock - b.minimum) ||
      a.product.name.localeCompare(b.product.name, "es"),
  );
  return entries.slice(0, top);
}

export function topByValue<P extends ReportProduct>(
  products: readonly P[],
  top = REPORT_TOP,
): ValueEntry<P>[] {
  const total = products.reduce((sum, p) => sum + productValue(p), 0);
  return products
    .map((product) => ({
      product,
      value: productValue(product),
      share: shareOf(productValue(product), total),
    }))
    .sort((a, b) => b.value - a.value || a.product.name.localeCompare(b.product.name, "es"))
    .slice(0, top);
}
