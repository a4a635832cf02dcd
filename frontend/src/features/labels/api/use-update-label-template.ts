import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { LabelTemplate } from "@/lib/api/types";
import type { TemplateInput } from "../lib/label-forms";

/** PUT /api/label-templates/{id} with every field, then the list is refreshed. */
export function useUpdateLabelTemplate(): (id: number, body: TemplateInput) => Promise<LabelTemplate> {
  return useCallback(async (id, body) => {
    const data = dataOf(await apiClient.PUT("/api/label-templates/{id}", { params: { path: { id } }, body }));
    void revalidatePaths("/api/label-templates");
    return data;
  }, []);
}
