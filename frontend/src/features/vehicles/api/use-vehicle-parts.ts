// The parts of a vehicle's page: those fitted to the model (by year and engine), and the universal
// ones; a page at a time, with the total the server counts.
import { usePagedList, type PagedInit } from "@/lib/api/use-paged-list";

export function useFittingParts(
  vehicleId: number,
  query: PagedInit<"/api/vehicles/{id}/products">["params"]["query"],
) {
  return usePagedList("/api/vehicles/{id}/products", { params: { path: { id: vehicleId }, query } });
}

export function useUniversalParts(limit: number, offset: number) {
  return usePagedList("/api/products", { params: { query: { universal: true, limit, offset } } });
}
