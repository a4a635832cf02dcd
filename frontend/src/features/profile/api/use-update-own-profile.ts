// PUT /api/user/profile: one's own full name and username. The session's user (header, side card)
// and the users list are refreshed from the server's answer.
import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { User } from "@/lib/api/types";
import { recordSessionUser } from "@/lib/session/session-lookup";
import type { components } from "@contract/schema.gen";

export type ProfileUpdate = components["schemas"]["ProfileUpdate"];

export function useUpdateOwnProfile(): (body: ProfileUpdate) => Promise<User | undefined> {
  return useCallback(async (body) => {
    const { data } = await apiClient.PUT("/api/user/profile", { body });
    // The session lookup skips a repeat within 2 s of the last one: hand it the new answer.
    if (data) recordSessionUser(data);
    await revalidatePaths("/api/user", "/api/users");
    return data;
  }, []);
}
