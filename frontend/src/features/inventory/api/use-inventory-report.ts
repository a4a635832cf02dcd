// The inventory reports' figures, computed by the server (GET /api/reports/inventory): the totals
// and the two top-5 lists, instead of downloading every product. Product mutations revalidate it
// (revalidate-products.ts).
import { useApiQuery } from "@/lib/api/client";

export const INVENTORY_REPORT_PATH = "/api/reports/inventory";

export function useInventoryReport() {
  return useApiQuery(INVENTORY_REPORT_PATH, undefined, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    errorRetryCount: 1,
    errorRetryInterval: 1000,
  });
}
