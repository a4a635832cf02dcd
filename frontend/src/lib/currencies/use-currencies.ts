// The other currencies accepted at the counter with their rate of the day (GET /api/currencies):
// read by the counter's split payment and by 'Configuración' → 'Ventas', where an Administrador
// adds them and sets 'Tasa del día'.
import { useCallback } from "react";
import { revalidatePaths } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";

/** Read only where 'Modo mostrador' is on (the counter's payment, the settings panel it shows in). */
export function useCurrencies() {
  return useApiQuery("/api/currencies", {});
}

/** Each accepted code with today's rate (null: not set today). */
export function ratesOf(list: ReadonlyArray<{ code: string; todayRate: { rate: string } | null }>) {
  return new Map(list.map((currency) => [currency.code, currency.todayRate?.rate ?? null]));
}

export function useCurrencyActions() {
  const refresh = () => revalidatePaths("/api/currencies");
  const add = useCallback(async (code: string, name: string) => {
    dataOf(await apiClient.POST("/api/currencies", { body: { code, name } }));
    await refresh();
  }, []);
  const remove = useCallback(async (code: string) => {
    await apiClient.DELETE("/api/currencies/{code}", { params: { path: { code } } });
    await refresh();
  }, []);
  const setRate = useCallback(async (code: string, rate: string) => {
    dataOf(
      await apiClient.PUT("/api/currencies/{code}/rate", { params: { path: { code } }, body: { rate } }),
    );
    await refresh();
  }, []);
  return { add, remove, setRate };
}
