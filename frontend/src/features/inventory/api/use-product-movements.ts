import { useApiQuery } from "@/lib/api/client";

export const MOVEMENTS_PAGE_SIZE = 10;

/** One keyset page of a product's stock movements, newest first; `before` is the previous page's end. */
export function useProductMovements(id: number, before: number | undefined) {
  return useApiQuery("/api/products/{id}/movements", {
    params: { path: { id }, query: { limit: MOVEMENTS_PAGE_SIZE, ...(before ? { before } : {}) } },
  });
}
