// POST /api/brands from the vehicles screen: a make with a name and a description.
import { useCallback } from "react";
import { apiClient, dataOf } from "@/lib/api/client";
import type { Brand } from "@/lib/api/types";
import { revalidateVehicles } from "./revalidate-vehicles";

export interface MakeInput {
  name: string;
  description: string | null;
}

export function useCreateBrand(): (input: MakeInput) => Promise<Brand> {
  return useCallback(async (input) => {
    const data = dataOf(
      await apiClient.POST("/api/brands", {
        body: { name: input.name, description: input.description },
      }),
    );
    void revalidateVehicles();
    return data;
  }, []);
}
