import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { useRevalidateProducts } from "./revalidate-products";

/** DELETE /api/products/{id}, then products are refreshed. */
export function useDeleteProduct(): (id: number) => Promise<void> {
  const revalidate = useRevalidateProducts();
  return useCallback(
    async (id) => {
      await apiClient.DELETE("/api/products/{id}", { params: { path: { id } } });
      void revalidate();
    },
    [revalidate],
  );
}
