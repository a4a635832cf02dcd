// After a vehicle or make changes, every vehicles and brands query is stale (this screen, the
// catalogue's brand cards and the product forms read them).
import { revalidatePathsWhere } from "@/lib/api/cache";

export function revalidateVehicles(): Promise<unknown> {
  return revalidatePathsWhere((path) => path.startsWith("/api/vehicles") || path.startsWith("/api/brands"));
}
