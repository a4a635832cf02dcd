import { useApiQuery } from "../api/client";

/** All categories (GET /api/categories). */
export function useCategories() {
  return useApiQuery("/api/categories");
}
