// DELETE /api/categories/{id}; category and brand lists refresh.
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

async function deleteCategory(id: number): Promise<void> {
  await apiClient.DELETE("/api/categories/{id}", { params: { path: { id } } });
  // Brands linked to the category lose the link.
  await revalidatePaths("/api/categories", "/api/brands");
}

/** The request as a stable function for event handlers. */
export function useDeleteCategory(): typeof deleteCategory {
  return deleteCategory;
}
