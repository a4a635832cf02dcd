// The owner's numbers ('Reportes'): the stores sum recorded lines grouped one way; the operations
// turn the sums into the reports (rules/sales-report.ts, rules/shop-time.ts).

/** Which completed sales (and which of their returns) a sum reads. Instants are ISO UTC. */
export interface SalesFactsFilter {
  /** Sales completed (returns made) at or after this instant … */
  fromUtc: string;
  /** … and before this one. */
  toUtc: string;
  sellerId?: number;
  categoryId?: number;
  brandId?: number;
  customerId?: number;
  paymentMethod?: string;
  /**
   * The same range as whole local days of the shop's zone (both included), when it is one: a store
   * that keeps sums by local day may answer from them (`time` rows then carry the first instant of
   * each local day, cut to `timeChars`, which falls in the same day, week and month).
   */
  localDays?: { from: string; to: string; timeZone: string };
}

/**
 * What the sums are grouped by. `time`: the first `timeChars` characters of the instant (13, the UTC
 * hour, or 16, the minute, for zones off whole hours); `reason`: returns only.
 */
export type SalesFactsGrouping =
  "none" | "time" | "category" | "brand" | "product" | "method" | "seller" | "reason";

/** One group's sums. For sold lines `count` is distinct sales; for returned lines, distinct returns. */
export interface SalesFactRow {
  key: string | number | null;
  /** The group's name as recorded (the line's name for a product, the category's, the seller's). */
  label: string;
  sku: string;
  count: number;
  units: number;
  /** Sold: Σ subtotal. Returned: Σ ⌊subtotal × returned ÷ sold⌋ per returned line. */
  amountCents: number;
  /** Σ recorded unit cost × units. */
  costCents: number;
}

export interface StockValuation {
  products: number;
  units: number;
  costCents: number;
  priceCents: number;
}

export interface DeadStockItem {
  id: number;
  name: string;
  sku: string;
  stock: number;
  costCents: number;
  valueCents: number;
  lastSoldAt: string | null;
}

export interface DeadStock {
  products: number;
  units: number;
  costCents: number;
  /** The most valuable at cost first, then by id. */
  items: DeadStockItem[];
}

export interface SalesReportRepository {
  sold(filter: SalesFactsFilter, grouping: SalesFactsGrouping, timeChars?: 13 | 16): Promise<SalesFactRow[]>;
  returned(
    filter: SalesFactsFilter,
    grouping: SalesFactsGrouping,
    timeChars?: 13 | 16,
  ): Promise<SalesFactRow[]>;
  /**
   * Sold and returned sums by product, for at least every product among the `top` biggest and the
   * `top` smallest by net (sold − returned amount), ties at either edge included (a store may
   * answer every product).
   */
  productCandidates(
    filter: SalesFactsFilter,
    top: number,
  ): Promise<{ sold: SalesFactRow[]; returned: SalesFactRow[] }>;
  /** Products with stock above 0. */
  valuation(): Promise<StockValuation>;
  /** Products with stock above 0 and no completed sale since `sinceUtc`. */
  deadStock(sinceUtc: string, limit: number): Promise<DeadStock>;
}
