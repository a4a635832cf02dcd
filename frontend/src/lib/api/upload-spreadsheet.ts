// A spreadsheet (CSV or .xlsx) uploaded once to the server, which reads it and keeps its rows for an
// hour: the products import and a supplier's price list both start here.
import { apiClient, dataOf } from "@/lib/api/client";
import type { ProductImport } from "@/lib/api/types";

export async function uploadSpreadsheet(file: File): Promise<ProductImport> {
  const form = new FormData();
  form.append("file", file);
  // openapi-fetch sends FormData untouched and lets the browser set the multipart boundary.
  return dataOf(await apiClient.POST("/api/product-imports", { body: form as unknown as { file: string } }));
}
