// A page of the recorded sales ('Modo mostrador'), with the total the server counts.
import { usePagedList, type PagedInit } from "@/lib/api/use-paged-list";

export type SalesQuery = PagedInit<"/api/sales">["params"]["query"];

export function useSalesPage(query: SalesQuery) {
  return usePagedList("/api/sales", { params: { query } });
}
