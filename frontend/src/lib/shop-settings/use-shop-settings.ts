// The shop-wide counter settings (GET /api/shop-settings): 'Modo mostrador', the shop's details
// and the counter's IVA, maximum discount and payment methods. The settings screen changes them;
// the sales screen obeys them.
import { useCallback } from "react";
import { revalidatePaths } from "../api/cache";
import { API_KEY_PREFIX, apiClient, useApiQuery } from "../api/client";
import type { ShopSettings } from "../api/types";

/** The SWR key useShopSettings reads: what a caller seeds to answer it without asking. */
export const SHOP_SETTINGS_KEY = [API_KEY_PREFIX, "/api/shop-settings", undefined] as const;

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
