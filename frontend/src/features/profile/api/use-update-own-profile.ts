// PUT /api/user/profile: one's own full name and username. The session's user (header, side card)
// and the users list are refreshed from the server's answer.
import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { User } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";

export type ProfileUpdate = components["schemas"]["ProfileUpdate"];

export function useUpdateOwnProfile(): (body: ProfileUpdate) => Promise<User | undefined> {
  return useCallback(async (body) => {
    const { data } = await apiClient.PUT("/api/user/profile", { body });
    await revalidatePaths("/api/user", "/api/users");
    return data;
  }, []);
}
