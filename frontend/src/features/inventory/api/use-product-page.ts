// A page of the inventory's products, with the total the server counts.
import { usePagedList, type PagedInit } from "@/lib/api/use-paged-list";

export function useProductPage(query: PagedInit<"/api/products">["params"]["query"]) {
  return usePagedList("/api/products", { params: { query } });
}
