import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePromotions } from "./revalidate-promotions";

/**
 * DELETE /api/promotions/{id}/products/{productId} (Administrador only; the product stays in the
 * inventory), then the count, the products dialog and the products' discounts reload.
 */
export function useRemovePromotionProduct(): (promotionId: number, productId: number) => Promise<void> {
  return useCallback(async (promotionId, productId) => {
    await apiClient.DELETE("/api/promotions/{id}/products/{productId}", {
      params: { path: { id: promotionId, productId } },
    });
    await revalidatePromotions();
  }, []);
}
