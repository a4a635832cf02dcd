// The counter's requests ('Modo mostrador'): the recorded sales, paged and searched, and the sale's
// changes. After each change every screen that shows stock or sales refreshes (inventory, dashboard).
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import useSWR from "swr";
import { API_KEY_PREFIX, apiClient, useApiQuery } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/errors";
import type { Product, Sale, SaleCreate, SaleStatus } from "@/lib/api/types";

export interface SalesQuery {
  search?: string;
  status?: SaleStatus;
  limit: number;
  offset: number;
}

export interface SalesPage {
  items: Sale[];
  /** How many sales match in all (X-Total-Count). */
  total: number;
}

type Key = readonly [typeof API_KEY_PREFIX, "/api/sales", { params: { query: SalesQuery } }, "page"];

async function fetchSales(query: SalesQuery): Promise<SalesPage> {
  const { data, response } = await apiClient.GET("/api/sales", { params: { query } });
  const items = data ?? [];
  const header = Number(response.headers.get("X-Total-Count"));
  return { items, total: Number.isFinite(header) && header >= items.length ? header : items.length };
}

export function useRecordedSales(query: SalesQuery) {
  const key: Key = [API_KEY_PREFIX, "/api/sales", { params: { query } }, "page"];
  return useSWR<SalesPage, ApiError, Key>(key, ([, , init]) => fetchSales(init.params.query), {
    keepPreviousData: true,
  });
}

/** The customers the signed-in user may see (the server filters by role). */
export function useVisibleCustomers() {
  return useApiQuery("/api/customers", {}, { revalidateOnFocus: false });
}

const refreshAfterSale = () =>
  revalidatePathsWhere(
    (path) =>
      path.startsWith("/api/sales") || path.startsWith("/api/products") || path.startsWith("/api/dashboard"),
  );

async function after<T>(request: Promise<{ data?: T }>): Promise<T> {
  const { data } = await request;
  await refreshAfterSale();
  return data as T;
}

/** The sale's changes; each throws ApiError with the server's Spanish message. */
export function useSaleActions() {
  const create = useCallback((body: SaleCreate) => after<Sale>(apiClient.POST("/api/sales", { body })), []);
  const complete = useCallback(
    (id: number) => after<Sale>(apiClient.POST("/api/sales/{id}/complete", { params: { path: { id } } })),
    [],
  );
  const cancel = useCallback(
    (id: number) => after<Sale>(apiClient.POST("/api/sales/{id}/cancel", { params: { path: { id } } })),
    [],
  );
  const addReturn = useCallback(
    (id: number, reason: string, lines: Array<{ lineId: number; quantity: number }>) =>
      after<Sale>(
        apiClient.POST("/api/sales/{id}/returns", { params: { path: { id } }, body: { reason, lines } }),
      ),
    [],
  );
  return { create, complete, cancel, addReturn };
}

/** GET /api/products/{id} once, fresh: the part the inventory's 'Vender' asks to sell. Throws ApiError. */
export async function fetchProductToSell(id: number): Promise<Product> {
  const { data } = await apiClient.GET("/api/products/{id}", { params: { path: { id } } });
  return data as Product;
}
