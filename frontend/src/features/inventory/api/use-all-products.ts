// Every product, for the inventory reports: pages of 1000 (the API's largest limit) until
// X-Total-Count is reached.
import useSWR from "swr";
import { API_KEY_PREFIX } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";
import { fetchProductPage } from "./use-products-page";

const PAGE = 1000;
/** A guard against a server whose total never stops growing. */
const MAX_PAGES = 200;

export async function fetchAllProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const { items, total } = await fetchProductPage({ limit: PAGE, offset: page * PAGE });
    all.push(...items);
    if (items.length < PAGE || all.length >= total) break;
  }
  return all;
}

type Key = readonly [typeof API_KEY_PREFIX, "/api/products", { params: { query: { limit: number } } }, "all"];

export function useAllProducts() {
  const key: Key = [API_KEY_PREFIX, "/api/products", { params: { query: { limit: PAGE } } }, "all"];
  return useSWR<Product[], ApiError, Key>(key, () => fetchAllProducts(), {
    errorRetryCount: 1,
    errorRetryInterval: 1000,
    revalidateOnFocus: false,
  });
}
