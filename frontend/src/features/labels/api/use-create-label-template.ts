import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { LabelTemplate } from "@/lib/api/types";
import type { TemplateInput } from "../lib/label-forms";

/** POST /api/label-templates, then the list is refreshed. Throws ApiError with the server's Spanish message. */
export function useCreateLabelTemplate(): (body: TemplateInput) => Promise<LabelTemplate> {
  return useCallback(async (body) => {
    const data = dataOf(await apiClient.POST("/api/label-templates", { body }));
    void revalidatePaths("/api/label-templates");
    return data;
  }, []);
}
