import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

/** DELETE /api/customers/{id} (an Administrador or the creator), then the list is refreshed. */
export function useDeleteCustomer(): (id: number) => Promise<void> {
  return useCallback(async (id) => {
    await apiClient.DELETE("/api/customers/{id}", { params: { path: { id } } });
    await revalidatePaths("/api/customers");
  }, []);
}
