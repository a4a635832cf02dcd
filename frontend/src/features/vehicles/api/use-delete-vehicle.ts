// DELETE /api/vehicles/{id}: 204, or 409 with a Spanish message while parts are still linked to the
// model (thrown as an ApiError carrying that message).
import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidateVehicles } from "./revalidate-vehicles";

export function useDeleteVehicle(): (id: number) => Promise<void> {
  return useCallback(async (id) => {
    await apiClient.DELETE("/api/vehicles/{id}", { params: { path: { id } } });
    void revalidateVehicles();
  }, []);
}
