import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { LabelSize } from "@/lib/api/types";
import type { SizeInput } from "../lib/label-forms";

/** PUT /api/label-sizes/{id} with every field, then the list is refreshed. */
export function useUpdateLabelSize(): (id: number, body: SizeInput) => Promise<LabelSize> {
  return useCallback(async (id, body) => {
    const data = dataOf(await apiClient.PUT("/api/label-sizes/{id}", { params: { path: { id } }, body }));
    void revalidatePaths("/api/label-sizes");
    return data;
  }, []);
}
