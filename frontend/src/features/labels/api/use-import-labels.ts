// 'Importar': the whole file goes in one request (POST /api/labels/import). The server checks every
// entry and writes them all in one transaction, or answers 400 with a Spanish message and writes
// nothing; the lists are refreshed either way.
import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { SizeInput, TemplateInput } from "../lib/label-forms";

export interface LabelImportBody {
  templates: TemplateInput[];
  sizes: SizeInput[];
}

export interface LabelImportCounts {
  created: number;
  updated: number;
}

/** Throws ApiError with the server's Spanish message. */
export function useImportLabels(): (body: LabelImportBody) => Promise<LabelImportCounts> {
  return useCallback(async (body) => {
    try {
      const { data } = await apiClient.POST("/api/labels/import", { body });
      return { created: data?.created ?? 0, updated: data?.updated ?? 0 };
    } finally {
      void revalidatePaths("/api/label-templates", "/api/label-sizes");
    }
  }, []);
}
