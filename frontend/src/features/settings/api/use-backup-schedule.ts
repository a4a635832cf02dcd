// The server's backup schedule (GET/PUT /api/backups/schedule, Administrador only): the one value
// of the settings screen that is saved, shop-wide.
import { useCallback } from "react";
import { apiClient, useApiQuery } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { BackupSchedule } from "@contract/types";

export function useBackupSchedule(enabled: boolean) {
  return useApiQuery("/api/backups/schedule", enabled ? {} : null);
}

export function useSaveBackupSchedule(): (schedule: BackupSchedule) => Promise<void> {
  return useCallback(async (schedule) => {
    await apiClient.PUT("/api/backups/schedule", { body: { schedule } });
    await revalidatePaths("/api/backups/schedule", "/api/backups");
  }, []);
}
