// After a product mutation every products query is stale: the list pages, the reports' full list,
// single products and the dashboard's low-stock list.
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";

export function useRevalidateProducts(): () => Promise<unknown> {
  return useCallback(() => revalidatePathsWhere((path) => path.startsWith("/api/products")), []);
}
