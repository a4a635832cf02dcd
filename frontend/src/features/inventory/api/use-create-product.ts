import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import type { Product, ProductCreate } from "@/lib/api/types";
import { useRevalidateProducts } from "./revalidate-products";

/** POST /api/products, then every product list is refreshed. Throws ApiError on refusal. */
export function useCreateProduct(): (body: ProductCreate) => Promise<Product> {
  const revalidate = useRevalidateProducts();
  return useCallback(
    async (body) => {
      const data = dataOf(await apiClient.POST("/api/products", { body }));
      void revalidate();
      return data;
    },
    [revalidate],
  );
}
