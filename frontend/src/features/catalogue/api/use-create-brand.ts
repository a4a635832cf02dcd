// POST /api/brands: a new brand; brand lists refresh.
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Brand } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

async function createBrand(body: components["schemas"]["BrandInput"]): Promise<Brand | undefined> {
  const { data } = await apiClient.POST("/api/brands", { body });
  await revalidatePaths("/api/brands");
  return data;
}

/** The request as a stable function for event handlers. */
export function useCreateBrand(): typeof createBrand {
  return createBrand;
}
