import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { User } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

export type UserCreate = components["schemas"]["UserCreate"];

/** POST /api/users, then the list is refreshed. The server's rules arrive as the ApiError's message. */
export function useCreateUser(): (body: UserCreate) => Promise<User | undefined> {
  return useCallback(async (body) => {
    const { data } = await apiClient.POST("/api/users", { body });
    await revalidatePaths("/api/users", "/api/dashboard/stats");
    return data;
  }, []);
}
