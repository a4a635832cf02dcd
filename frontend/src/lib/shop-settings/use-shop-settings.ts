// The shop-wide counter settings (GET /api/shop-settings): 'Modo mostrador', the shop's details
// and the counter's IVA, maximum discount and payment methods. The settings screen changes them;
// the sales screen obeys them.
import { useCallback } from "react";
import { revalidatePaths } from "../api/cache";
import { apiClient, useApiQuery } from "../api/client";
import type { ShopSettings } from "../api/types";

export function useShopSettings() {
  return useApiQuery("/api/shop-settings");
}

/** PUT /api/shop-settings (Administrador), then every screen reading them refreshes. Throws ApiError. */
export function useSaveShopSettings(): (settings: ShopSettings) => Promise<ShopSettings | undefined> {
  return useCallback(async (settings) => {
    const { data } = await apiClient.PUT("/api/shop-settings", { body: settings });
    await revalidatePaths("/api/shop-settings");
    return data;
  }, []);
}
