// The products the search finds ('' lists the first ones), with the total and the server's
// corrected spelling.
import { usePagedList } from "@/lib/api/use-paged-list";

export function useProductResults(search: string | undefined, limit: number) {
  return usePagedList("/api/products", { params: { query: { search, limit } } });
}
