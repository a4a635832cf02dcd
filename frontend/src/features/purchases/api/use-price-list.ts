// A supplier's price list: the file goes up once (the products import's upload), then it is
// checked with the two chosen columns (nothing written) and applied; after applying, the products
// (cost, selling price, history) refresh.
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, dataOf } from "@/lib/api/client";
import type { SupplierPriceListInput, SupplierPriceListResult } from "@/lib/api/types";
import { uploadSpreadsheet } from "@/lib/api/upload-spreadsheet";

export const uploadPriceList = uploadSpreadsheet;

export async function checkPriceList(
  importId: string,
  body: SupplierPriceListInput,
): Promise<SupplierPriceListResult> {
  const result = dataOf(
    await apiClient.POST("/api/product-imports/{importId}/price-list", {
      params: { path: { importId } },
      body,
    }),
  );
  if (body.apply) await revalidatePathsWhere((path) => path.startsWith("/api/products"));
  return result;
}
