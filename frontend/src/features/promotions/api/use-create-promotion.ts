import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import type { Promotion } from "@/lib/api/types";
import type { PromotionCreate } from "../lib/promotion-form";
import { revalidatePromotions } from "./revalidate-promotions";

/** POST /api/promotions, then the list reloads. Throws ApiError with the server's Spanish message. */
export function useCreatePromotion(): (body: PromotionCreate) => Promise<Promotion | undefined> {
  return useCallback(async (body) => {
    const { data } = await apiClient.POST("/api/promotions", { body });
    await revalidatePromotions();
    return data;
  }, []);
}
