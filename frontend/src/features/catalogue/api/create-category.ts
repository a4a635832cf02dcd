import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Category } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

export async function createCategory(
  body: components["schemas"]["CategoryInput"],
): Promise<Category | undefined> {
  const { data } = await apiClient.POST("/api/categories", { body });
  await revalidatePaths("/api/categories");
  return data;
}
