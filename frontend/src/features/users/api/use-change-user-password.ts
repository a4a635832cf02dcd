import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";

export interface PasswordChangeInput {
  newPassword: string;
  /** Needed only when users change their own password. */
  currentPassword?: string;
}

/** PUT /api/users/{userId}/password. Nothing on screen depends on it, so nothing is revalidated. */
export function useChangeUserPassword(): (userId: number, body: PasswordChangeInput) => Promise<void> {
  return useCallback(async (userId, body) => {
    await apiClient.PUT("/api/users/{userId}/password", { params: { path: { userId } }, body });
  }, []);
}
