// The counter's requests ('Modo mostrador'): the customers to choose from and the sale's changes.
// After each change every screen that shows stock or sales refreshes (inventory, dashboard).
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type { PaymentMethod, Sale, SaleCreate, SalePaymentInput } from "@/lib/api/types";

/**
 * How a pending sale completes: today's terms accepted (with the payment method when its own is no
 * longer accepted) and, on account, an Administrador's reason past the limit or with overdue debt.
 */
export interface CompletionTerms {
  acceptCurrentTerms?: true;
  paymentMethod?: PaymentMethod;
  creditReason?: string;
}

/** Any registered customer matching the typed name or document (the counter may sell to all). */
export function useCounterCustomers(typed: string) {
  return useApiQuery(
    "/api/counter/customers",
    { params: { query: { q: typed.trim().slice(0, 100) } } },
    { revalidateOnFocus: false, keepPreviousData: true },
  );
}

const refreshAfterSale = () =>
  revalidatePathsWhere(
    (path) =>
      path.startsWith("/api/sales") ||
      path.startsWith("/api/products") ||
      path.startsWith("/api/dashboard") ||
      path.startsWith("/api/register"),
  );

async function after<T>(request: Promise<{ data?: T; response: Response }>): Promise<T> {
  const data = dataOf(await request);
  await refreshAfterSale();
  return data;
}

/** The sale's changes; each throws ApiError with the server's Spanish message. */
export function useSaleActions() {
  const create = useCallback((body: SaleCreate) => after<Sale>(apiClient.POST("/api/sales", { body })), []);
  /** `payments`: a split payment ('Pago dividido'), sent instead of a `paymentMethod`. */
  const complete = useCallback(
    (id: number, terms?: CompletionTerms, payments?: SalePaymentInput[]) =>
      after<Sale>(
        apiClient.POST("/api/sales/{id}/complete", {
          params: { path: { id }, query: terms },
          ...(payments ? { body: { payments } } : {}),
        }),
      ),
    [],
  );
  const cancel = useCallback(
    (id: number) => after<Sale>(apiClient.POST("/api/sales/{id}/cancel", { params: { path: { id } } })),
    [],
  );
  const addReturn = useCallback(
    (id: number, reason: string, lines: Array<{ lineId: number; quantity: number }>) =>
      after<Sale>(
        apiClient.POST("/api/sales/{id}/returns", { params: { path: { id } }, body: { reason, lines } }),
      ),
    [],
  );
  return { create, complete, cancel, addReturn };
}
