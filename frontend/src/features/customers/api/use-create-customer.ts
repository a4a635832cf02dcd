import { useCallback } from "react";
import { apiClient } from "@/lib/api/client";
import { revalidatePaths } from "@/lib/api/cache";
import type { Customer } from "@/lib/api/types";
import type { CustomerInput } from "../lib/customer-form";

/** POST /api/customers (owned by the signed-in user), then the list is refreshed. Throws ApiError. */
export function useCreateCustomer(): (body: CustomerInput) => Promise<Customer | undefined> {
  return useCallback(async (body) => {
    const { data } = await apiClient.POST("/api/customers", { body });
    await revalidatePaths("/api/customers");
    return data;
  }, []);
}
