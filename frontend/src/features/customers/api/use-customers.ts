// GET /api/customers: the customers the signed-in user may see (all for an Administrador, their
// own for a Vendedor: the server filters). The answer's `data` field is the list.
import { useApiQuery } from "@/lib/api/client";

export function useCustomers() {
  return useApiQuery("/api/customers");
}
