// 'Proveedor preferido': the suppliers to choose from, the part's choice, and saving it (the
// answer replaces the cached choice). Refusals throw ApiError with the server's Spanish message.
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";

export function useSuppliers() {
  return useApiQuery("/api/suppliers");
}

export function usePreferredSupplier(productId: number) {
  return useApiQuery("/api/products/{id}/preferred-supplier", { params: { path: { id: productId } } });
}

export async function savePreferredSupplier(productId: number, supplierId: number | null) {
  return dataOf(
    await apiClient.PUT("/api/products/{id}/preferred-supplier", {
      params: { path: { id: productId } },
      body: { supplierId },
    }),
  );
}
