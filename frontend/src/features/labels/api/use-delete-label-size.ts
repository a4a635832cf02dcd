import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

/** DELETE /api/label-sizes/{id}, then the list is refreshed. */
export function useDeleteLabelSize(): (id: number) => Promise<void> {
  return useCallback(async (id) => {
    await apiClient.DELETE("/api/label-sizes/{id}", { params: { path: { id } } });
    void revalidatePaths("/api/label-sizes");
  }, []);
}
