import { useApiQuery } from "../api/client";

/** All vehicle models with their make. */
export function useVehicles() {
  return useApiQuery("/api/vehicles");
}
