// PUT /api/vehicles/{id} with the body of POST /api/vehicles; answers the updated vehicle.
import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import type { Vehicle } from "@/lib/api/types";
import { revalidateVehicles } from "./revalidate-vehicles";
import type { VehicleInput } from "./use-create-vehicle";

export function useUpdateVehicle(): (id: number, body: VehicleInput) => Promise<Vehicle> {
  return useCallback(async (id, body) => {
    const data = dataOf(await apiClient.PUT("/api/vehicles/{id}", { params: { path: { id } }, body }));
    void revalidateVehicles();
    return data;
  }, []);
}
