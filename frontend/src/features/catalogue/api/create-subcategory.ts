import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Subcategory } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

export async function createSubcategory(
  body: components["schemas"]["SubcategoryInput"],
): Promise<Subcategory | undefined> {
  const { data } = await apiClient.POST("/api/subcategories", { body });
  await revalidatePaths("/api/subcategories", "/api/subcategories/category/{categoryId}");
  return data;
}
