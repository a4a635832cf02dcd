import { useApiQuery } from "@/lib/api/client";

/** A product's codes besides its SKU (GET /api/products/{id}/codes). Null id: nothing is fetched. */
export function useProductCodes(id: number | null) {
  return useApiQuery("/api/products/{id}/codes", id ? { params: { path: { id } } } : null, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    errorRetryCount: 1,
  });
}
