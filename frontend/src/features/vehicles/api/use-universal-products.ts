// GET /api/products?universal=true&limit=&offset=: one page of the universal parts (no year range
// and no model linked: they fit any vehicle), with the total from X-Total-Count.
import useSWR from "swr";
import { API_KEY_PREFIX, apiClient } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/errors";
import { totalFromHeader } from "../lib/total-count";
import type { PartsPage } from "./use-vehicle-products";

type Init = { params: { query: { universal: true; limit: number; offset: number } } };
type Key = readonly [typeof API_KEY_PREFIX, "/api/products", Init, "with-total"];

async function fetchUniversalProducts(init: Init): Promise<PartsPage> {
  const { data, response } = await apiClient.GET("/api/products", init);
  const items = data ?? [];
  const { offset } = init.params.query;
  return { items, total: totalFromHeader(response.headers.get("X-Total-Count"), offset, items.length) };
}

/** enabled false: nothing is fetched. */
export function useUniversalProducts(limit: number, offset: number, enabled = true) {
  const key: Key | null = enabled
    ? [
        API_KEY_PREFIX,
        "/api/products",
        { params: { query: { universal: true, limit, offset } } },
        "with-total",
      ]
    : null;
  return useSWR<PartsPage, ApiError, Key | null>(key, ([, , init]: Key) => fetchUniversalProducts(init), {
    keepPreviousData: true,
    errorRetryCount: 1,
    errorRetryInterval: 1000,
    revalidateOnFocus: false,
  });
}
