// The Administrador's changes to a product's codes and equivalences (the server refuses anyone
// else). Afterwards every products query is stale: a search by number may now find another part,
// and both sides of an equivalence changed.
import { useMemo } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient } from "@/lib/api/client";
import type { ProductCodeInput } from "@/lib/api/types";

const refresh = () => revalidatePathsWhere((path) => path.startsWith("/api/products"));

export function useCodeChanges() {
  return useMemo(
    () => ({
      async addCode(id: number, body: ProductCodeInput) {
        await apiClient.POST("/api/products/{id}/codes", { params: { path: { id } }, body });
        void refresh();
      },
      async removeCode(id: number, codeId: number) {
        await apiClient.DELETE("/api/products/{id}/codes/{codeId}", { params: { path: { id, codeId } } });
        void refresh();
      },
      async addEquivalent(id: number, productId: number) {
        await apiClient.POST("/api/products/{id}/equivalents", {
          params: { path: { id } },
          body: { productId },
        });
        void refresh();
      },
      async removeEquivalent(id: number, equivalentId: number) {
        await apiClient.DELETE("/api/products/{id}/equivalents/{equivalentId}", {
          params: { path: { id, equivalentId } },
        });
        void refresh();
      },
    }),
    [],
  );
}
