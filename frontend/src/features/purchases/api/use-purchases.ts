// 'Compras' requests: the orders, the receipts, the suppliers to order from, and the changes. After
// each change the orders, receipts and products (stock, cost) refresh; refusals throw ApiError with
// the server's Spanish message (ApiError.status says which: a 409 of a receipt above the order is
// answered by confirming).
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { PurchaseOrderInput, PurchaseReceiptInput, SupplierReturnInput } from "@/lib/api/types";

export function usePurchaseOrders() {
  return useApiQuery("/api/purchase-orders");
}

export function usePurchaseReceipts() {
  return useApiQuery("/api/purchase-receipts");
}

export function usePurchaseSuggestions(days: 30 | 60 | 90) {
  return useApiQuery("/api/purchase-suggestions", { params: { query: { days } } });
}

export function useOrderSuppliers() {
  return useApiQuery("/api/suppliers");
}

const refresh = () =>
  revalidatePathsWhere(
    (path) =>
      path.startsWith("/api/purchase") ||
      path.startsWith("/api/supplier-returns") ||
      path.startsWith("/api/products") ||
      path.startsWith("/api/suppliers"),
  );

async function after<T>(request: Promise<{ data?: T; response: Response }>): Promise<T> {
  const data = dataOf(await request);
  await refresh();
  return data;
}

export function usePurchaseActions() {
  const saveOrder = useCallback(
    (body: PurchaseOrderInput, id: number | null) =>
      after(
        id === null
          ? apiClient.POST("/api/purchase-orders", { body })
          : apiClient.PUT("/api/purchase-orders/{id}", { params: { path: { id } }, body }),
      ),
    [],
  );
  const changeStatus = useCallback(
    (id: number, status: "sent" | "canceled") =>
      after(
        apiClient.POST("/api/purchase-orders/{id}/status", { params: { path: { id } }, body: { status } }),
      ),
    [],
  );
  const receive = useCallback(
    (body: PurchaseReceiptInput) => after(apiClient.POST("/api/purchase-receipts", { body })),
    [],
  );
  /** 'Proveedor preferido': the group 'Sugerencias' lists the part under (null: the last order's). */
  const preferSupplier = useCallback(
    (productId: number, supplierId: number | null) =>
      after(
        apiClient.PUT("/api/products/{id}/preferred-supplier", {
          params: { path: { id: productId } },
          body: { supplierId },
        }),
      ),
    [],
  );
  const returnToSupplier = useCallback(
    (body: SupplierReturnInput) => after(apiClient.POST("/api/supplier-returns", { body })),
    [],
  );
  return { saveOrder, changeStatus, receive, preferSupplier, returnToSupplier };
}
