// DELETE /api/brands/{id}; brand lists refresh.
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

async function deleteBrand(id: number): Promise<void> {
  await apiClient.DELETE("/api/brands/{id}", { params: { path: { id } } });
  await revalidatePaths("/api/brands");
}

/** The request as a stable function for event handlers. */
export function useDeleteBrand(): typeof deleteBrand {
  return deleteBrand;
}
