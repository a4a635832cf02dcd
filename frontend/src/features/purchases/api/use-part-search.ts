// The parts a typed name or number finds, to add one to an order.
import { usePagedList } from "@/lib/api/use-paged-list";

export function usePartSearch(term: string) {
  return usePagedList("/api/products", { params: { query: { search: term, limit: 6, offset: 0 } } });
}
