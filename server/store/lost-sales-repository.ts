// Lost sales ('Venta perdida') and their report.
import type { LostSale, LostSaleReason, LostSalesReport } from "@contract/types";

export interface LostSaleDraft {
  productId: number | null;
  /** The part's name when recorded, or the text asked. */
  name: string;
  sku: string | null;
  vehicle: string | null;
  quantity: number;
  reason: LostSaleReason;
  /** rules/lost-sales.ts `lostSaleKey`: what the report groups by. */
  partKey: string;
  userId: number;
}

export interface LostSalesRepository {
  create(draft: LostSaleDraft): Promise<LostSale>;
  /** Rows per part key and reason, most units first, and the totals per reason, in [from, to). */
  report(period: { from: string; to: string | null }): Promise<Pick<LostSalesReport, "rows" | "byReason">>;
  /** Units lost per catalogue part since each instant (30, 60, 90 days back). */
  unitsByProduct(since: {
    d30: string;
    d60: string;
    d90: string;
  }): Promise<Map<number, { d30: number; d60: number; d90: number }>>;
}
