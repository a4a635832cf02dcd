import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import type { StockAdjustment, StockMovement } from "@/lib/api/types";
import { useRevalidateProducts } from "./revalidate-products";

/** POST /api/products/{id}/adjustments, then products and their movements are refreshed. */
export function useAdjustStock(): (id: number, adjustment: StockAdjustment) => Promise<StockMovement> {
  const revalidate = useRevalidateProducts();
  return useCallback(
    async (id, adjustment) => {
      const data = dataOf(
        await apiClient.POST("/api/products/{id}/adjustments", {
          params: { path: { id } },
          body: adjustment,
        }),
      );
      void revalidate();
      return data;
    },
    [revalidate],
  );
}
