import { apiClient, dataOf } from "../api/client";
import type { Product } from "../api/types";

/**
 * GET /api/products/{id} once, fresh: the edit dialog's 'Cargar valores actuales' and the part the
 * inventory's 'Vender' asks the counter to sell. Throws ApiError.
 */
export async function fetchProduct(id: number): Promise<Product> {
  return dataOf(await apiClient.GET("/api/products/{id}", { params: { path: { id } } }));
}
