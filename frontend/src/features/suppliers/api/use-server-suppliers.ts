// Suppliers on the server ('Modo mostrador'): the list, a save (create or replace) and the upload of
// the browser's local suppliers. Each change refreshes the list; refusals throw ApiError with the
// server's Spanish message.
import { useCallback } from "react";
import { revalidatePaths } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { Supplier, SupplierInput } from "@/lib/api/types";

export function useServerSupplierList() {
  return useApiQuery("/api/suppliers");
}

export function useSupplierWrites() {
  const save = useCallback(async (body: SupplierInput, id: number | null): Promise<Supplier> => {
    const saved = dataOf(
      id === null
        ? await apiClient.POST("/api/suppliers", { body })
        : await apiClient.PUT("/api/suppliers/{id}", { params: { path: { id } }, body }),
    );
    await revalidatePaths("/api/suppliers");
    return saved;
  }, []);
  const upload = useCallback(async (suppliers: SupplierInput[]) => {
    const result = dataOf(await apiClient.POST("/api/suppliers/upload", { body: { suppliers } }));
    await revalidatePaths("/api/suppliers");
    return result;
  }, []);
  return { save, upload };
}
