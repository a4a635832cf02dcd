import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import type { PromotionProduct } from "@/lib/api/types";
import { revalidatePromotions } from "./revalidate-promotions";

/**
 * POST /api/promotions/{id}/products (Administrador only), then the count, the products dialog and
 * the products' discounts reload. Throws ApiError with the server's Spanish message (404, 409).
 */
export function useAddPromotionProduct(): (
  promotionId: number,
  productId: number,
) => Promise<PromotionProduct | undefined> {
  return useCallback(async (promotionId, productId) => {
    const { data } = await apiClient.POST("/api/promotions/{id}/products", {
      params: { path: { id: promotionId } },
      body: { productId },
    });
    await revalidatePromotions();
    return data;
  }, []);
}
