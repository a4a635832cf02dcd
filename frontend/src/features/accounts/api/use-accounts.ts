// 'Crédito' requests: the ageing report, one customer's account and statement, and the account's
// changes (credit settings, a payment, a void). After each change every account read refreshes.
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { CustomerCreditInput, CustomerPaymentCreate } from "@/lib/api/types";

export const useAgeing = () => useApiQuery("/api/accounts/ageing");

export const useCustomerAccount = (id: number | null) =>
  useApiQuery("/api/customers/{id}/account", id === null ? null : { params: { path: { id } } });

export const useStatement = (id: number | null, from: string, to: string) =>
  useApiQuery(
    "/api/customers/{id}/statement",
    id === null || from === "" || to === "" ? null : { params: { path: { id }, query: { from, to } } },
  );

const refresh = () =>
  revalidatePathsWhere((path) => path.startsWith("/api/customers") || path.startsWith("/api/accounts"));

/** Each throws ApiError with the server's Spanish message. */
export function useAccountActions() {
  const setCredit = useCallback(async (id: number, body: CustomerCreditInput) => {
    const data = dataOf(
      await apiClient.PUT("/api/customers/{id}/credit", { params: { path: { id } }, body }),
    );
    await refresh();
    return data;
  }, []);
  const pay = useCallback(async (id: number, body: CustomerPaymentCreate) => {
    const data = dataOf(
      await apiClient.POST("/api/customers/{id}/payments", { params: { path: { id } }, body }),
    );
    await refresh();
    return data;
  }, []);
  const voidPayment = useCallback(async (id: number, reason: string) => {
    const data = dataOf(
      await apiClient.POST("/api/customer-payments/{id}/void", {
        params: { path: { id } },
        body: { reason },
      }),
    );
    await refresh();
    return data;
  }, []);
  return { setCredit, pay, voidPayment };
}
