// After a promotion change every promotions query is stale: the list, the products dialogs and the
// dashboard's active-promotions count; so are the products, whose discount follows the running
// promotions (toggling, assigning or removing changes it).
import { revalidatePathsWhere } from "@/lib/api/cache";

export function revalidatePromotions(): Promise<unknown> {
  return revalidatePathsWhere(
    (path) =>
      path.startsWith("/api/promotions") ||
      path.startsWith("/api/products") ||
      path === "/api/dashboard/stats",
  );
}
