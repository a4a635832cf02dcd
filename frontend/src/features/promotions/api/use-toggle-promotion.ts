import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import type { Promotion } from "@/lib/api/types";
import { revalidatePromotions } from "./revalidate-promotions";

/** PUT /api/promotions/{id}/toggle: the answer's is_active says which way it went. */
export function useTogglePromotion(): (id: number) => Promise<Promotion | undefined> {
  return useCallback(async (id) => {
    const { data } = await apiClient.PUT("/api/promotions/{id}/toggle", { params: { path: { id } } });
    await revalidatePromotions();
    return data;
  }, []);
}
