import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";

/** DELETE /api/users/{id}/two-factor: another Administrador removes a lost second factor. */
export function useResetTwoFactor(): (id: number) => Promise<void> {
  return useCallback(async (id) => {
    await apiClient.DELETE("/api/users/{id}/two-factor", { params: { path: { id } } });
  }, []);
}
