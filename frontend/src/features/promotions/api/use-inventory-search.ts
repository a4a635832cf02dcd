// GET /api/products?search=&limit=20: the server's search over the whole inventory, for picking
// products to assign (an empty search lists the first 20 by name). Null: the dialog is closed.
import { useApiQuery } from "@/lib/api/client";

export const INVENTORY_SEARCH_LIMIT = 20;

export function useInventorySearch(search: string | null) {
  const text = search?.trim() ?? "";
  const query = text ? { search: text, limit: INVENTORY_SEARCH_LIMIT } : { limit: INVENTORY_SEARCH_LIMIT };
  return useApiQuery("/api/products", search === null ? null : { params: { query } }, {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
}
