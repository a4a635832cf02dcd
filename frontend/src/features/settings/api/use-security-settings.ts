// The server's 'Seguridad' settings (GET/PUT /api/security-settings): 'Autenticación de dos
// factores' requires a second factor of every Administrador, shop-wide.
import { useCallback } from "react";
import { apiClient, useApiQuery } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

export function useSecuritySettings(enabled: boolean) {
  return useApiQuery("/api/security-settings", enabled ? {} : null);
}

export function useSaveSecuritySettings(): (twoFactorForAdmins: boolean) => Promise<void> {
  return useCallback(async (twoFactorForAdmins) => {
    await apiClient.PUT("/api/security-settings", { body: { twoFactorForAdmins } });
    await revalidatePaths("/api/security-settings", "/api/user/two-factor");
  }, []);
}
