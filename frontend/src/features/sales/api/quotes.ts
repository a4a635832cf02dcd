// The counter's quotes ('Cotización') and lost sales ('Venta perdida'): the list and report reads,
// and the changes. Converting a quote is a sale: every screen that shows stock or sales refreshes.
import { useCallback } from "react";
import { revalidatePathsWhere } from "@/lib/api/cache";
import { apiClient, dataOf, useApiQuery } from "@/lib/api/client";
import type {
  LostSale,
  LostSaleCreate,
  Quote,
  QuoteConversion,
  QuoteCreate,
  QuoteState,
  Sale,
} from "@/lib/api/types";
import { usePagedList } from "@/lib/api/use-paged-list";

export function useQuotes(filter: {
  search?: string;
  state?: QuoteState;
  from?: string;
  limit: number;
  offset: number;
}) {
  return usePagedList("/api/quotes", { params: { query: filter } });
}

export function useLostSalesReport(from: string) {
  return useApiQuery("/api/lost-sales/report", { params: { query: { from } } });
}

const refresh = (after: (path: string) => boolean) => revalidatePathsWhere(after);

export function useQuoteActions() {
  const create = useCallback(async (body: QuoteCreate) => {
    const quote = dataOf<Quote>(await apiClient.POST("/api/quotes", { body }));
    await refresh((path) => path.startsWith("/api/quotes"));
    return quote;
  }, []);
  const convert = useCallback(async (id: number, body: QuoteConversion) => {
    const sale = dataOf<Sale>(
      await apiClient.POST("/api/quotes/{id}/sale", { params: { path: { id } }, body }),
    );
    await refresh(
      (path) =>
        path.startsWith("/api/quotes") ||
        path.startsWith("/api/sales") ||
        path.startsWith("/api/products") ||
        path.startsWith("/api/dashboard") ||
        path.startsWith("/api/register"),
    );
    return sale;
  }, []);
  return { create, convert };
}

export function useRecordLostSale() {
  return useCallback(async (body: LostSaleCreate) => {
    const lost = dataOf<LostSale>(await apiClient.POST("/api/lost-sales", { body }));
    await refresh(
      (path) => path.startsWith("/api/lost-sales") || path.startsWith("/api/purchase-suggestions"),
    );
    return lost;
  }, []);
}
