// GET /api/vehicles/{id}/products?year=&engine=&limit=&offset=: one page of the parts that fit a
// model (in one year, for one engine, when given), with the total from X-Total-Count. The key follows swr-openapi's
// [prefix, path, init] shape, so path-based revalidation (a fitment saved from the product dialog,
// a vehicle edited here) finds it; the marker says the cached value is { items, total }.
import useSWR from "swr";
import { API_KEY_PREFIX, apiClient } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/errors";
import type { Product } from "@/lib/api/types";
import { totalFromHeader } from "../lib/total-count";

export interface PartsPage {
  items: Product[];
  total: number;
}

export interface VehicleProductsQuery {
  vehicleId: number;
  /** null: every year. */
  year: number | null;
  /** "" for any engine. */
  engine: string;
  limit: number;
  offset: number;
}

type Init = {
  params: { path: { id: number }; query: { year?: number; engine?: string; limit: number; offset: number } };
};
type Key = readonly [typeof API_KEY_PREFIX, "/api/vehicles/{id}/products", Init, "with-total"];

async function fetchVehicleProducts(init: Init): Promise<PartsPage> {
  const { data, response } = await apiClient.GET("/api/vehicles/{id}/products", init);
  const items = data ?? [];
  const { offset } = init.params.query;
  return { items, total: totalFromHeader(response.headers.get("X-Total-Count"), offset, items.length) };
}

/** Null query (no model chosen yet): nothing is fetched. */
export function useVehicleProducts(query: VehicleProductsQuery | null) {
  const key: Key | null = query
    ? [
        API_KEY_PREFIX,
        "/api/vehicles/{id}/products",
        {
          params: {
            path: { id: query.vehicleId },
            query: {
              ...(query.year === null ? {} : { year: query.year }),
              ...(query.engine === "" ? {} : { engine: query.engine }),
              limit: query.limit,
              offset: query.offset,
            },
          },
        },
        "with-total",
      ]
    : null;
  return useSWR<PartsPage, ApiError, Key | null>(key, ([, , init]: Key) => fetchVehicleProducts(init), {
    keepPreviousData: true,
    errorRetryCount: 1,
    errorRetryInterval: 1000,
    revalidateOnFocus: false,
  });
}
