// POST /api/subcategories: a new subcategory; subcategory lists refresh.
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Subcategory } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

async function createSubcategory(
  body: components["schemas"]["SubcategoryInput"],
): Promise<Subcategory | undefined> {
  const { data } = await apiClient.POST("/api/subcategories", { body });
  await revalidatePaths("/api/subcategories", "/api/subcategories/category/{categoryId}");
  return data;
}

/** The request as a stable function for event handlers. */
export function useCreateSubcategory(): typeof createSubcategory {
  return createSubcategory;
}
