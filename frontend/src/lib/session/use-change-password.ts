// PUT /api/users/{userId}/password, shared by the users screen (an admin resetting anyone) and the
// profile (one's own, with the current password). The server ends the account's other sessions.
import { useCallback } from "react";
import { revalidatePaths } from "@/lib/api/cache";
import { apiClient } from "@/lib/api/client";

export interface PasswordChangeInput {
  newPassword: string;
  /** Needed only when users change their own password. */
  currentPassword?: string;
}

/** The sessions the change ended leave 'Sesiones activas' (shown beside the profile's form). */
export function useChangePassword(): (userId: number, body: PasswordChangeInput) => Promise<void> {
  return useCallback(async (userId, body) => {
    await apiClient.PUT("/api/users/{userId}/password", { params: { path: { userId } }, body });
    await revalidatePaths("/api/user/sessions");
  }, []);
}
