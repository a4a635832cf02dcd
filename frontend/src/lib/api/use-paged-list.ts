// One page of a list the server pages, with the total it sends in X-Total-Count. swr-openapi hands
// back only the body, so this hook calls apiClient.GET itself. Its key is swr-openapi's
// [prefix, path, init] (so revalidatePaths finds it) plus one marker, because the cached value is
// { items, total } rather than the bare array a plain useApiQuery of the same request caches.
import useSWR from "swr";
import type { TypesForGetRequest } from "swr-openapi";
import type { paths } from "@contract/schema.gen";
import { API_KEY_PREFIX, apiClient } from "./client";
import type { ApiError } from "./errors";

/** The lists answered a page at a time (limit, offset) with X-Total-Count. */
export type PagedPath = "/api/products" | "/api/vehicles/{id}/products" | "/api/sales" | "/api/quotes";

/** The request of one page: the contract's, with the query (limit, offset) always given. */
export type PagedInit<P extends PagedPath> = TypesForGetRequest<paths, P>["Init"] & {
  params: { query: { limit?: number; offset?: number } };
};
export type PagedItem<P extends PagedPath> = NonNullable<TypesForGetRequest<paths, P>["Data"]>[number];

// One typed call per path: openapi-fetch cannot check a call whose path is a type parameter.
const GET_PAGE: {
  [P in PagedPath]: (init: PagedInit<P>) => Promise<{ data?: PagedItem<P>[]; response: Response }>;
} = {
  "/api/products": (init) => apiClient.GET("/api/products", init),
  "/api/vehicles/{id}/products": (init) => apiClient.GET("/api/vehicles/{id}/products", init),
  "/api/sales": (init) => apiClient.GET("/api/sales", init),
  "/api/quotes": (init) => apiClient.GET("/api/quotes", init),
};

export interface Paged<T> {
  items: T[];
  /** How many match in all (the page may show fewer). */
  total: number;
  /** A product search the server corrected ('amortiguador'), from X-Search-Corrected. */
  corrected?: string;
}

const PAGED = "paged";
type Key<P extends PagedPath> = readonly [typeof API_KEY_PREFIX, P, PagedInit<P>, typeof PAGED];

/** The header's count; without a readable one (an older server) the page itself is all that is known. */
export function totalFromHeader(header: string | null, offset: number, count: number): number {
  const total = header === null ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : offset + count;
}

/** The header's corrected search, percent-decoded; undefined without one (or a garbled one). */
export function correctedSearch(header: string | null): string | undefined {
  if (!header) return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return undefined;
  }
}

/** One page, fetched once (no cache): for a caller that needs the rows outside a render. */
export async function fetchPage<P extends PagedPath>(
  path: P,
  init: PagedInit<P>,
): Promise<Paged<PagedItem<P>>> {
  const { data, response } = await GET_PAGE[path](init);
  const items = data ?? [];
  const offset = init.params.query.offset ?? 0;
  const total = totalFromHeader(response.headers.get("X-Total-Count"), offset, items.length);
  const corrected = correctedSearch(response.headers.get("X-Search-Corrected"));
  return corrected ? { items, total, corrected } : { items, total };
}

/**
 * A null init fetches nothing (no model chosen yet, a closed dialog). The previous page stays on
 * screen while the next one loads, instead of a flash of spinner.
 */
export function usePagedList<P extends PagedPath>(path: P, init: PagedInit<P> | null) {
  const key: Key<P> | null = init ? [API_KEY_PREFIX, path, init, PAGED] : null;
  return useSWR<Paged<PagedItem<P>>, ApiError, Key<P> | null>(key, ([, p, i]: Key<P>) => fetchPage(p, i), {
    keepPreviousData: true,
  });
}
