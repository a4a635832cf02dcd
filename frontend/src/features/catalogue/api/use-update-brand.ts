// PATCH /api/brands/{id}; brands, products and vehicles refresh (they show its name).
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Brand } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

async function updateBrand(
  id: number,
  body: components["schemas"]["BrandPatch"],
): Promise<Brand | undefined> {
  const { data } = await apiClient.PATCH("/api/brands/{id}", { params: { path: { id } }, body });
  // Products and vehicles show the brand's name.
  await revalidatePaths("/api/brands", "/api/products", "/api/vehicles");
  return data;
}

/** The request as a stable function for event handlers. */
export function useUpdateBrand(): typeof updateBrand {
  return updateBrand;
}
