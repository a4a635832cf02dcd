// The products the counter offers for a typed name or number (null asks nothing).
import { usePagedList, type PagedInit } from "@/lib/api/use-paged-list";

export function useSaleProducts(query: PagedInit<"/api/products">["params"]["query"] | null) {
  return usePagedList("/api/products", query ? { params: { query } } : null);
}
