// One page of the product list. swr-openapi hands back only the body, and the total lives in the
// X-Total-Count header, so this hook calls apiClient.GET itself. The key follows swr-openapi's
// [prefix, path, init] shape (so path-based revalidation finds it) plus a marker, because the
// cached value here is { items, total } rather than the bare array.
import useSWR from "swr";
import { API_KEY_PREFIX, apiClient } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";

export interface ProductPageQuery {
  search?: string;
  categoryId?: number;
  limit: number;
  offset: number;
}

export interface ProductPage {
  items: Product[];
  total: number;
}

type Init = { params: { query: ProductPageQuery } };
type Key = readonly [typeof API_KEY_PREFIX, "/api/products", Init, "with-total"];

export function readTotal(response: Response, offset: number, count: number): number {
  const header = response.headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  // Without the header (an older server) the page itself is all that is known.
  return Number.isFinite(total) && total >= 0 ? total : offset + count;
}

export async function fetchProductPage(query: ProductPageQuery): Promise<ProductPage> {
  const { data, response } = await apiClient.GET("/api/products", { params: { query } });
  const items = data ?? [];
  return { items, total: readTotal(response, query.offset, items.length) };
}

function cleanQuery(query: ProductPageQuery): ProductPageQuery {
  const search = query.search?.trim();
  return {
    limit: query.limit,
    offset: query.offset,
    ...(search ? { search } : {}),
    ...(query.categoryId ? { categoryId: query.categoryId } : {}),
  };
}

export function useProductsPage(query: ProductPageQuery) {
  const key: Key = [API_KEY_PREFIX, "/api/products", { params: { query: cleanQuery(query) } }, "with-total"];
  return useSWR<ProductPage, ApiError, Key>(key, ([, , init]) => fetchProductPage(init.params.query), {
    // The previous page stays on screen while the next one loads, instead of a flash of spinner.
    keepPreviousData: true,
    errorRetryCount: 1,
    errorRetryInterval: 1000,
    revalidateOnFocus: false,
  });
}
