// The two label catalogues, templates and sizes: each list, and its create, update and delete
// (every write refreshes its list; each throws ApiError with the server's Spanish message).
import { revalidatePaths } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { LabelSize, LabelTemplate } from "@/lib/api/types";
import type { SizeInput, TemplateInput } from "../lib/label-forms";

export interface LabelCatalogueApi<T, I> {
  useList: () => { data?: T[]; error?: unknown; isLoading: boolean; mutate: () => Promise<unknown> };
  create: (body: I) => Promise<T>;
  update: (id: number, body: I) => Promise<T>;
  remove: (id: number) => Promise<void>;
}

const LIST_OPTIONS = { revalidateOnFocus: false, errorRetryCount: 1 };

/** GET /api/label-templates: every template, active or not. */
export function useLabelTemplates() {
  return useApiQuery("/api/label-templates", {}, LIST_OPTIONS);
}

/** GET /api/label-sizes: predefined and custom sizes. */
export function useLabelSizes() {
  return useApiQuery("/api/label-sizes", {}, LIST_OPTIONS);
}

type ListPath = "/api/label-templates" | "/api/label-sizes";

/** The saved entry, once its list is told to refresh. */
async function saved<T>(path: ListPath, request: Promise<{ data?: T; response: Response }>): Promise<T> {
  const entry = dataOf(await request);
  void revalidatePaths(path);
  return entry;
}

export const TEMPLATES_API: LabelCatalogueApi<LabelTemplate, TemplateInput> = {
  useList: useLabelTemplates,
  create: (body) => saved("/api/label-templates", apiClient.POST("/api/label-templates", { body })),
  update: (id, body) =>
    saved(
      "/api/label-templates",
      apiClient.PUT("/api/label-templates/{id}", { params: { path: { id } }, body }),
    ),
  async remove(id) {
    await apiClient.DELETE("/api/label-templates/{id}", { params: { path: { id } } });
    void revalidatePaths("/api/label-templates");
  },
};

export const SIZES_API: LabelCatalogueApi<LabelSize, SizeInput> = {
  useList: useLabelSizes,
  create: (body) => saved("/api/label-sizes", apiClient.POST("/api/label-sizes", { body })),
  update: (id, body) =>
    saved("/api/label-sizes", apiClient.PUT("/api/label-sizes/{id}", { params: { path: { id } }, body })),
  async remove(id) {
    await apiClient.DELETE("/api/label-sizes/{id}", { params: { path: { id } } });
    void revalidatePaths("/api/label-sizes");
  },
};
