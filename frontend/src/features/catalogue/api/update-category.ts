import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Category } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

export async function updateCategory(
  id: number,
  body: components["schemas"]["CategoryPatch"],
): Promise<Category | undefined> {
  const { data } = await apiClient.PATCH("/api/categories/{id}", { params: { path: { id } }, body });
  // Product rows show the category's name.
  await revalidatePaths("/api/categories", "/api/products");
  return data;
}
