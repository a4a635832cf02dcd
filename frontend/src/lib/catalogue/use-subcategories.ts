import { useApiQuery } from "../api/client";

/** Subcategories of one category, or all of them when categoryId is undefined. */
export function useSubcategories(categoryId?: number | null) {
  const all = useApiQuery("/api/subcategories", categoryId ? null : undefined);
  const ofCategory = useApiQuery(
    "/api/subcategories/category/{categoryId}",
    categoryId ? { params: { path: { categoryId } } } : null,
  );
  return categoryId ? ofCategory : all;
}
