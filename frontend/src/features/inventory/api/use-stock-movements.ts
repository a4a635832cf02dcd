import { apiClient, useApiQuery } from "@/lib/api/client";
import type { StockMovement, StockMovementPage } from "@/lib/api/types";

export interface StockMovementFilters {
  from?: string;
  to?: string;
  kind?: StockMovement["kind"];
  userId?: number;
  productId?: number;
}

export const REPORT_PAGE_SIZE = 25;

/** One keyset page of every product's movements under the filters, newest first. */
export function useStockMovements(filters: StockMovementFilters, before: number | undefined) {
  return useApiQuery("/api/stock-movements", {
    params: { query: { ...filters, limit: REPORT_PAGE_SIZE, ...(before ? { before } : {}) } },
  });
}

async function fetchPage(filters: StockMovementFilters, before: number | null): Promise<StockMovementPage> {
  const { data } = await apiClient.GET("/api/stock-movements", {
    params: { query: { ...filters, limit: 500, ...(before === null ? {} : { before }) } },
  });
  return data ?? { items: [], nextBefore: null };
}

/** Every movement under the filters (for the CSV), read in pages of 500, newest first. */
export async function fetchAllStockMovements(filters: StockMovementFilters): Promise<StockMovement[]> {
  const rows: StockMovement[] = [];
  let page = await fetchPage(filters, null);
  rows.push(...page.items);
  while (page.nextBefore !== null) {
    page = await fetchPage(filters, page.nextBefore);
    rows.push(...page.items);
  }
  return rows;
}
