import { useApiQuery } from "../api/client";

/** Brands; with a categoryId, those linked to it plus those linked to no category. */
export function useBrands(categoryId?: number | null) {
  return useApiQuery("/api/brands", { params: { query: categoryId ? { categoryId } : {} } });
}
