// 'Rendimiento de Vendedores' with 'Modo mostrador' on: the figures of a period
// (GET /api/reports/performance, a Vendedor's narrowed to his own by the server), the goals of a
// range of months, and 'Guardar Metas' (PUT /api/seller-goals, Administrador), after which both
// refresh. Refusals throw ApiError with the server's Spanish message.
import { useCallback } from "react";
import type { components } from "@contract/schema.gen";
import { revalidatePaths } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { PerformanceQuery } from "../lib/real-period";

export type SellerPerformance = components["schemas"]["SellerPerformance"];
export type SellerPerformanceRow = SellerPerformance["sellers"][number];
export type StoredSellerGoal = components["schemas"]["SellerGoal"];

/** null skips the request (a custom period still missing a date). */
export function useSellerPerformance(query: PerformanceQuery | null) {
  return useApiQuery("/api/reports/performance", query ? { params: { query } } : null);
}

export function useSellerGoals(from: string, to: string, enabled = true) {
  return useApiQuery("/api/seller-goals", enabled ? { params: { query: { from, to } } } : null);
}

export function useSaveSellerGoals() {
  return useCallback(
    async (month: string, goals: { userId: number; amountCents: number; units: number }[]) => {
      const saved = dataOf(await apiClient.PUT("/api/seller-goals", { body: { month, goals } }));
      await revalidatePaths("/api/seller-goals", "/api/reports/performance");
      return saved;
    },
    [],
  );
}
