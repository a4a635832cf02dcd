// GET /api/backups (Administrador only) and POST /api/backups. While a copy is being made the
// list is asked again every second, so its progress moves on screen.
import { useCallback } from "react";
import { apiClient, useApiQuery } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Backup } from "@contract/types";

const PROGRESS_POLL_MS = 1000;

export function useBackups(enabled: boolean, creating: boolean) {
  return useApiQuery("/api/backups", enabled ? {} : null, {
    refreshInterval: (data) => (creating || data?.running ? PROGRESS_POLL_MS : 0),
  });
}

/** Makes a copy now; the list is refreshed when it is written (or has failed). */
export function useCreateBackup(): () => Promise<Backup | undefined> {
  return useCallback(async () => {
    try {
      const { data } = await apiClient.POST("/api/backups");
      return data;
    } finally {
      await revalidatePaths("/api/backups");
    }
  }, []);
}

/** Where the browser downloads a copy from (the session cookie goes along). */
export function backupDownloadUrl(name: string): string {
  return `/api/backups/${encodeURIComponent(name)}/download`;
}
