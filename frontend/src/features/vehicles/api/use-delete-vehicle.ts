// DELETE /api/vehicles/{id}: 204, or 409 with a Spanish message while parts are still linked to the
// model (thrown as an ApiError carrying that message).
import { useCallback } from "react";
import type { Client } from "openapi-fetch";
import { apiClient } from "@/lib/api/client";
import { revalidateVehicles } from "./revalidate-vehicles";

/**
 * Escape hatch until the operation is in openapi.yaml (issue 9, item 3): the path typed here the
 * way the contract will declare it. When the generated types have it, replace the cast below with
 * `const client = apiClient;` and delete this interface.
 */
interface PendingPaths {
  "/api/vehicles/{id}": {
    parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
    delete: {
      parameters: { query?: never; header?: never; path: { id: number }; cookie?: never };
      requestBody?: never;
      responses: { 204: { headers: { [name: string]: unknown }; content?: never } };
    };
  };
}
const client = apiClient as unknown as Client<PendingPaths>;

export function useDeleteVehicle(): (id: number) => Promise<void> {
  return useCallback(async (id) => {
    await client.DELETE("/api/vehicles/{id}", { params: { path: { id } } });
    void revalidateVehicles();
  }, []);
}
