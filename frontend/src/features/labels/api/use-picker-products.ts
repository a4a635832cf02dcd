// The bulk printer's product picker reads the inventory a page at a time through the server's
// search (GET /api/products?search=&limit=&offset=, total in X-Total-Count), never all of it.
import useSWR from "swr";
import { API_KEY_PREFIX, apiClient } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";

export interface PickerQuery {
  search: string;
  limit: number;
  offset: number;
}

export interface PickerPage {
  items: Product[];
  total: number;
}

type Init = { params: { query: { search?: string; limit: number; offset: number } } };
type Key = readonly [typeof API_KEY_PREFIX, "/api/products", Init, "label-picker"];

function init({ search, limit, offset }: PickerQuery): Init {
  const term = search.trim();
  return { params: { query: { limit, offset, ...(term ? { search: term } : {}) } } };
}

export async function fetchPickerPage(query: PickerQuery): Promise<PickerPage> {
  const { data, response } = await apiClient.GET("/api/products", init(query));
  const items = data ?? [];
  const header = response.headers.get("X-Total-Count");
  const total = header === null ? Number.NaN : Number(header);
  return { items, total: Number.isFinite(total) && total >= 0 ? total : query.offset + items.length };
}

export function usePickerProducts(query: PickerQuery, enabled = true) {
  const key: Key | null = enabled ? [API_KEY_PREFIX, "/api/products", init(query), "label-picker"] : null;
  return useSWR<PickerPage, ApiError, Key | null>(
    key,
    ([, , { params }]: Key) => fetchPickerPage({ ...params.query, search: params.query.search ?? "" }),
    { keepPreviousData: true, revalidateOnFocus: false, errorRetryCount: 1, errorRetryInterval: 1000 },
  );
}
