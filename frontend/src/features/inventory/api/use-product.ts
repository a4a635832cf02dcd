import { useApiQuery } from "@/lib/api/client";

/** One product, refreshed each time its dialog opens. Null id: nothing is fetched. */
export function useProduct(id: number | null) {
  return useApiQuery("/api/products/{id}", id ? { params: { path: { id } } } : null, {
    revalidateOnMount: true,
    revalidateOnFocus: false,
    errorRetryCount: 1,
  });
}
