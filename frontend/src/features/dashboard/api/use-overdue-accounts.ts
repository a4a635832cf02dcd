import { useApiQuery } from "@/lib/api/client";

/** The ageing of every account, for the dashboard's overdue customers (Administrador, mode on). */
export function useOverdueAccounts(enabled: boolean) {
  return useApiQuery("/api/accounts/ageing", enabled ? {} : null);
}
