import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

export async function deleteBrand(id: number): Promise<void> {
  await apiClient.DELETE("/api/brands/{id}", { params: { path: { id } } });
  await revalidatePaths("/api/brands");
}
