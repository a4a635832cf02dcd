import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

export async function deleteCategory(id: number): Promise<void> {
  await apiClient.DELETE("/api/categories/{id}", { params: { path: { id } } });
  // Brands linked to the category lose the link.
  await revalidatePaths("/api/categories", "/api/brands");
}
