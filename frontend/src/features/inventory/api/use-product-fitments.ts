import { useApiQuery } from "@/lib/api/client";

/** The vehicle models a product fits (GET /api/products/{id}/vehicles). Null id: nothing is fetched. */
export function useProductFitments(id: number | null) {
  return useApiQuery("/api/products/{id}/vehicles", id ? { params: { path: { id } } } : null, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    errorRetryCount: 1,
  });
}
