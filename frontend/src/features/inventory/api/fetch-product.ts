import { apiClient } from "@/lib/api/client";
import type { Product } from "@/lib/api/types";

/** GET /api/products/{id} once, fresh (the edit dialog's 'Cargar valores actuales'). Throws ApiError. */
export async function fetchProduct(id: number): Promise<Product> {
  const { data } = await apiClient.GET("/api/products/{id}", { params: { path: { id } } });
  return data as Product;
}
