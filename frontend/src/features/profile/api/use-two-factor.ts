// The signed-in user's second factor: GET /api/user/two-factor, then enrolment (a new secret for the
// QR code) and its confirmation with a code, which answers the recovery codes once; and switching
// it off with the current password and a code.
import { useCallback } from "react";
import type { TwoFactorEnrolment } from "@contract/types";
import { apiClient, useApiQuery } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";

export function useOwnTwoFactor() {
  return useApiQuery("/api/user/two-factor", {});
}

export function useStartTwoFactorEnrolment(): () => Promise<TwoFactorEnrolment> {
  return useCallback(async () => {
    const { data } = await apiClient.POST("/api/user/two-factor/enrolment");
    if (!data) throw new Error("respuesta vacía");
    return data;
  }, []);
}

/** Turns one's own factor off with the current password and a code (or a recovery code). */
export function useDisableOwnTwoFactor(): (currentPassword: string, code: string) => Promise<void> {
  return useCallback(async (currentPassword, code) => {
    await apiClient.POST("/api/user/two-factor/deactivation", { body: { currentPassword, code } });
    await revalidatePaths("/api/user/two-factor");
  }, []);
}

/** The ten recovery codes of a confirmed enrolment. */
export function useConfirmTwoFactor(): (code: string) => Promise<string[]> {
  return useCallback(async (code) => {
    const { data } = await apiClient.POST("/api/user/two-factor/confirmation", { body: { code } });
    if (!data) throw new Error("respuesta vacía");
    await revalidatePaths("/api/user/two-factor");
    return data.recoveryCodes;
  }, []);
}
