// Products found by the server's full-text search (GET /api/products?search=&limit=), with the
// total from X-Total-Count. The server searches name, SKU, barcode and notes, ignoring case and
// accents, so no screen has to download every product to search them.
import useSWR from "swr";
import { API_KEY_PREFIX, apiClient } from "../api/client";
import type { ApiError } from "../api/errors";
import type { Product } from "../api/types";

export interface ProductSearchResult {
  items: Product[];
  /** How many products match in all (the page may show fewer). */
  total: number;
}

type Query = { search?: string; limit: number };
type Key = readonly [typeof API_KEY_PREFIX, "/api/products", { params: { query: Query } }, "search"];

export async function searchProducts(query: Query): Promise<ProductSearchResult> {
  const { data, response } = await apiClient.GET("/api/products", { params: { query } });
  const items = data ?? [];
  const header = Number(response.headers.get("X-Total-Count"));
  return { items, total: Number.isFinite(header) && header >= items.length ? header : items.length };
}

/** The first `limit` products matching `search`; an empty search lists the first `limit` products. */
export function useProductSearch(search: string, limit: number) {
  const term = search.trim();
  const query: Query = term ? { search: term, limit } : { limit };
  const key: Key = [API_KEY_PREFIX, "/api/products", { params: { query } }, "search"];
  return useSWR<ProductSearchResult, ApiError, Key>(key, ([, , init]) => searchProducts(init.params.query), {
    keepPreviousData: true,
    errorRetryCount: 1,
    errorRetryInterval: 1000,
    revalidateOnFocus: false,
  });
}
