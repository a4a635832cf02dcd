// PATCH /api/categories/{id}; categories and products refresh (rows show its name).
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Category } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

async function updateCategory(
  id: number,
  body: components["schemas"]["CategoryPatch"],
): Promise<Category | undefined> {
  const { data } = await apiClient.PATCH("/api/categories/{id}", { params: { path: { id } }, body });
  // Product rows show the category's name.
  await revalidatePaths("/api/categories", "/api/products");
  return data;
}

/** The request as a stable function for event handlers. */
export function useUpdateCategory(): typeof updateCategory {
  return updateCategory;
}
