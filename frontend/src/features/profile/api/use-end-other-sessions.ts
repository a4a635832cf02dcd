// DELETE /api/user/sessions/others: every other session of the signed-in user ends; the list is
// fetched again.
import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

export function useEndOtherSessions(): () => Promise<void> {
  return useCallback(async () => {
    await apiClient.DELETE("/api/user/sessions/others");
    await revalidatePaths("/api/user/sessions");
  }, []);
}
