// DELETE /api/subcategories/{id}; subcategory and product lists refresh.
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

async function deleteSubcategory(id: number): Promise<void> {
  await apiClient.DELETE("/api/subcategories/{id}", { params: { path: { id } } });
  // Products of the subcategory keep their category but lose the subcategory.
  await revalidatePaths("/api/subcategories", "/api/subcategories/category/{categoryId}", "/api/products");
}

/** The request as a stable function for event handlers. */
export function useDeleteSubcategory(): typeof deleteSubcategory {
  return deleteSubcategory;
}
