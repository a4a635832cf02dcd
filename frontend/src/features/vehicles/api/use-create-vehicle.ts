// POST /api/vehicles: brandId, name, yearFrom, yearTo and engine (null when empty).
import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import type { Vehicle } from "@/lib/api/types";
import type { components } from "@contract/schema.gen";
import { revalidateVehicles } from "./revalidate-vehicles";

export type VehicleInput = components["schemas"]["VehicleInput"];

export function useCreateVehicle(): (body: VehicleInput) => Promise<Vehicle> {
  return useCallback(async (body) => {
    const data = dataOf(await apiClient.POST("/api/vehicles", { body }));
    void revalidateVehicles();
    return data;
  }, []);
}
