import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import type { Product } from "@/lib/api/types";
import { useRevalidateProducts } from "./revalidate-products";

/** PUT /api/products/{id}/barcode with the free-text code, then products are refreshed. */
export function useUpdateBarcode(): (id: number, barcode: string) => Promise<Product> {
  const revalidate = useRevalidateProducts();
  return useCallback(
    async (id, barcode) => {
      const data = dataOf(
        await apiClient.PUT("/api/products/{id}/barcode", {
          params: { path: { id } },
          body: { barcode },
        }),
      );
      void revalidate();
      return data;
    },
    [revalidate],
  );
}
