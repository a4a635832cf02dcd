// 'Devoluciones': the units sent back to suppliers, newest first.
import { useApiQuery } from "@/lib/api/client";

export function useSupplierReturns() {
  return useApiQuery("/api/supplier-returns");
}
