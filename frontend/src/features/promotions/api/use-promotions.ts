// GET /api/promotions (spec: one retry, no refetch on focus; the app's SWR defaults).
import { useApiQuery } from "@/lib/api/client";

export function usePromotions() {
  return useApiQuery("/api/promotions");
}
