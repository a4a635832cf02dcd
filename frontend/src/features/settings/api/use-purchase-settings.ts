// The purchase settings ('Costo de las compras'): read and replaced by an Administrador with
// 'Modo mostrador' on. Refusals throw ApiError with the server's Spanish message.
import { useCallback } from "react";
import { revalidatePaths } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { PurchaseSettings } from "@/lib/api/types";

export function usePurchaseSettings(enabled: boolean) {
  return useApiQuery("/api/purchase-settings", enabled ? {} : null);
}

export function useSavePurchaseSettings() {
  return useCallback(async (body: PurchaseSettings) => {
    const saved = dataOf(await apiClient.PUT("/api/purchase-settings", { body }));
    await revalidatePaths("/api/purchase-settings");
    return saved;
  }, []);
}
