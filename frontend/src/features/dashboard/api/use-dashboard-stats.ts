import { useApiQuery } from "@/lib/api/client";

/** The four headline figures (GET /api/dashboard/stats). */
export function useDashboardStats() {
  return useApiQuery("/api/dashboard/stats");
}
