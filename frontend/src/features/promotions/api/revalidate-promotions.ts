// After a promotion change every promotions query is stale: the list, the products dialogs and the
// dashboard's active-promotions count.
import { revalidatePathsWhere } from "@/lib/api/cache";

export function revalidatePromotions(): Promise<unknown> {
  return revalidatePathsWhere(
    (path) => path.startsWith("/api/promotions") || path === "/api/dashboard/stats",
  );
}
