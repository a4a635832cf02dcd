// The products to print labels for: a page of them, and every one the search matches (up to a
// limit) when all are selected at once.
import { fetchPage, usePagedList, type PagedInit } from "@/lib/api/use-paged-list";

export type LabelProductsQuery = PagedInit<"/api/products">["params"]["query"];

export function useLabelProducts(query: LabelProductsQuery) {
  return usePagedList("/api/products", { params: { query } });
}

export function fetchLabelProducts(query: LabelProductsQuery) {
  return fetchPage("/api/products", { params: { query } });
}
