// PUT /api/products/{id}/vehicles (Administrador only on the server): the product's whole fitment
// list is replaced. Every products query (a part may stop or start being universal) and every
// "parts of a model" query (the vehicles screen's 'Compatibles' tab) is then stale.
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient } from "@/lib/api/client";
import type { FitmentInput, ProductFitment } from "@/lib/api/types";

export function useReplaceProductFitments(): (id: number, body: FitmentInput[]) => Promise<ProductFitment[]> {
  return useCallback(async (id, body) => {
    const { data } = await apiClient.PUT("/api/products/{id}/vehicles", { params: { path: { id } }, body });
    void revalidatePathsWhere(
      (path) => path.startsWith("/api/products") || path === "/api/vehicles/{id}/products",
    );
    return data ?? [];
  }, []);
}
