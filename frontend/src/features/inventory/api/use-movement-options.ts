// What the stock movements' filters offer: the users to pick from (Administrador only; null asks
// nothing) and the products matching a typed name or number.
import { useApiQuery } from "@/lib/api/client";

export function useMovementUsers(admin: boolean) {
  return useApiQuery("/api/users", admin ? {} : null);
}

export function useMovementProducts(term: string) {
  return useApiQuery("/api/products", term ? { params: { query: { search: term, limit: 10 } } } : null);
}
