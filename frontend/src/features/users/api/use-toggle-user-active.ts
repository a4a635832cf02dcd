import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { User } from "@/lib/api/types";

/** PATCH /api/users/{id}/toggle-active: the answer carries the new active flag. */
export function useToggleUserActive(): (id: number) => Promise<User | undefined> {
  return useCallback(async (id) => {
    const { data } = await apiClient.PATCH("/api/users/{id}/toggle-active", { params: { path: { id } } });
    await revalidatePaths("/api/users");
    return data;
  }, []);
}
