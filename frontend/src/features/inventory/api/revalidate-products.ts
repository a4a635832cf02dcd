// After a product mutation every products query is stale: the list pages, the inventory report,
// single products, their stock movements and the dashboard's low-stock list.
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { INVENTORY_REPORT_PATH } from "./use-inventory-report";

export function useRevalidateProducts(): () => Promise<unknown> {
  return useCallback(
    () =>
      revalidatePathsWhere(
        (path) =>
          path.startsWith("/api/products") ||
          path === INVENTORY_REPORT_PATH ||
          path === "/api/stock-movements",
      ),
    [],
  );
}
