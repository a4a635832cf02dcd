import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

/** DELETE /api/label-templates/{id}, then the list is refreshed. */
export function useDeleteLabelTemplate(): (id: number) => Promise<void> {
  return useCallback(async (id) => {
    await apiClient.DELETE("/api/label-templates/{id}", { params: { path: { id } } });
    void revalidatePaths("/api/label-templates");
  }, []);
}
