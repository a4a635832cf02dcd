// GET /api/promotions/{id}/products, only while the products dialog is open (null id: no request).
import { useApiQuery } from "@/lib/api/client";

export function usePromotionProducts(id: number | null) {
  return useApiQuery("/api/promotions/{id}/products", id ? { params: { path: { id } } } : null, {
    revalidateOnMount: true,
  });
}
