import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Brand } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

export async function createBrand(body: components["schemas"]["BrandInput"]): Promise<Brand | undefined> {
  const { data } = await apiClient.POST("/api/brands", { body });
  await revalidatePaths("/api/brands");
  return data;
}
