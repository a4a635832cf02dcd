import { useApiQuery } from "@/lib/api/client";

/** The dashboard shows the 5 newest sales. */
export const RECENT_SALES_LIMIT = 5;

export function useRecentSales() {
  return useApiQuery("/api/sales/recent", { params: { query: { limit: RECENT_SALES_LIMIT } } });
}
