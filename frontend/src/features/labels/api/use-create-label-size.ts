import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { LabelSize } from "@/lib/api/types";
import type { SizeInput } from "../lib/label-forms";

/** POST /api/label-sizes, then the list is refreshed. Throws ApiError with the server's Spanish message. */
export function useCreateLabelSize(): (body: SizeInput) => Promise<LabelSize> {
  return useCallback(async (body) => {
    const data = dataOf(await apiClient.POST("/api/label-sizes", { body }));
    void revalidatePaths("/api/label-sizes");
    return data;
  }, []);
}
