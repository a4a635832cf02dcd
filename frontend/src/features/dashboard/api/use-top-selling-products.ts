import { useApiQuery } from "@/lib/api/client";

/** Best sellers by amount sold (GET /api/products/top-selling). */
export function useTopSellingProducts() {
  return useApiQuery("/api/products/top-selling");
}
