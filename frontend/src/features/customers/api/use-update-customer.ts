import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Customer } from "@/lib/api/types";
import type { CustomerInput } from "../lib/customer-form";

/** PUT /api/customers/{id} (an Administrador or the creator), then the list is refreshed. */
export function useUpdateCustomer(): (id: number, body: CustomerInput) => Promise<Customer | undefined> {
  return useCallback(async (id, body) => {
    const { data } = await apiClient.PUT("/api/customers/{id}", { params: { path: { id } }, body });
    await revalidatePaths("/api/customers");
    return data;
  }, []);
}
