import { useApiQuery } from "@/lib/api/client";

/** The parts equivalent to a product (GET /api/products/{id}/equivalents). Null id: nothing fetched. */
export function useProductEquivalents(id: number | null) {
  return useApiQuery("/api/products/{id}/equivalents", id ? { params: { path: { id } } } : null, {
    revalidateOnFocus: false,
    errorRetryCount: 1,
  });
}
