import { useApiQuery } from "@/lib/api/client";

/** Products at or below their stock threshold (GET /api/products/low-stock). */
export function useLowStockProducts() {
  return useApiQuery("/api/products/low-stock");
}
