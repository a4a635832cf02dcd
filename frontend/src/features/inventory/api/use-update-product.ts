import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import type { Product, ProductUpdate } from "@/lib/api/types";
import { useRevalidateProducts } from "./revalidate-products";

/** PUT /api/products/{id} (Administrador only on the server), then products are refreshed. */
export function useUpdateProduct(): (id: number, body: ProductUpdate) => Promise<Product> {
  const revalidate = useRevalidateProducts();
  return useCallback(
    async (id, body) => {
      const data = dataOf(await apiClient.PUT("/api/products/{id}", { params: { path: { id } }, body }));
      void revalidate();
      return data;
    },
    [revalidate],
  );
}
