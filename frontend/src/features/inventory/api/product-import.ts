// The products import's calls: the upload (@/lib/api/upload-spreadsheet), then preview it with a
// mapping, start it, follow it, cancel it; and the addresses of the refused-rows file and the export.
import { apiClient } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import type { ProductImport, ProductImportOptions, ProductImportPreview } from "@/lib/api/types";
import { uploadSpreadsheet } from "@/lib/api/upload-spreadsheet";

/** The upload of the file, answered by the import job with its suggested mapping. */
export const uploadProductFile = uploadSpreadsheet;

const path = (id: string) => ({ params: { path: { importId: id } } });

function answer<T>(data: T | undefined): T {
  if (data === undefined) throw new ApiError("No se recibió respuesta del servidor", 0);
  return data;
}

export async function previewProductImport(
  id: string,
  options: ProductImportOptions,
): Promise<ProductImportPreview> {
  const { data } = await apiClient.POST("/api/product-imports/{importId}/preview", {
    ...path(id),
    body: options,
  });
  return answer(data);
}

export async function startProductImport(id: string, options: ProductImportOptions): Promise<ProductImport> {
  const { data } = await apiClient.POST("/api/product-imports/{importId}/start", {
    ...path(id),
    body: options,
  });
  return answer(data);
}

export async function getProductImport(id: string): Promise<ProductImport> {
  const { data } = await apiClient.GET("/api/product-imports/{importId}", path(id));
  return answer(data);
}

export async function cancelProductImport(id: string): Promise<ProductImport> {
  const { data } = await apiClient.POST("/api/product-imports/{importId}/cancel", path(id));
  return answer(data);
}

export const refusedRowsUrl = (id: string) => `/api/product-imports/${encodeURIComponent(id)}/refused`;

export function exportProductsUrl(format: "csv" | "xlsx", search: string, categoryId?: number): string {
  const query = new URLSearchParams({ format });
  if (search.trim()) query.set("search", search.trim());
  if (categoryId !== undefined) query.set("categoryId", String(categoryId));
  return `/api/products/export?${query.toString()}`;
}
