// The counter's requests ('Modo mostrador'): the customers to choose from and the sale's changes.
// After each change every screen that shows stock or sales refreshes (inventory, dashboard).
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, useApiQuery } from "@/lib/api/client";
import type { Product, Sale, SaleCreate } from "@/lib/api/types";

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
