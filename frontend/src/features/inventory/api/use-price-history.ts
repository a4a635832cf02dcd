import { useApiQuery } from "@/lib/api/client";

/** A product's price changes, oldest first (with the cost for an Administrador only). */
export function usePriceHistory(id: number) {
  return useApiQuery("/api/products/{id}/price-history", { params: { path: { id } } });
}
