// POST /api/categories: a new category; category lists refresh.
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Category } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

async function createCategory(body: components["schemas"]["CategoryInput"]): Promise<Category | undefined> {
  const { data } = await apiClient.POST("/api/categories", { body });
  await revalidatePaths("/api/categories");
  return data;
}

/** The request as a stable function for event handlers. */
export function useCreateCategory(): typeof createCategory {
  return createCategory;
}
