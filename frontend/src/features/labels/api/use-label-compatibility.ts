// The fitting models of the chosen products, for the optional 'Compatibilidad' line: only while the
// option is on, only for the selected products (GET /api/products/{id}/vehicles each), a few
// requests at a time. A product already asked about during this dialog is not asked again.
import { useMemo, useRef } from "react";
import useSWR from "swr";
import { API_KEY_PREFIX, apiClient } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/errors";
import type { ProductFitment } from "@/lib/api/types";
import { COMPATIBILITY_CONCURRENCY, mapBounded } from "../lib/compatibility";

export type FitmentsByProduct = ReadonlyMap<number, ProductFitment[]>;

// Its own key (not the fitment path), so a product dialog's revalidation does not refetch them all.
type Key = readonly [typeof API_KEY_PREFIX, "label-compatibility", string];

export async function fetchProductFitments(id: number): Promise<ProductFitment[]> {
  const { data } = await apiClient.GET("/api/products/{id}/vehicles", { params: { path: { id } } });
  return data ?? [];
}

export function useLabelCompatibility(productIds: readonly number[], enabled: boolean) {
  const asked = useRef(new Map<number, Promise<ProductFitment[]>>());
  const ids = useMemo(() => [...new Set(productIds)].sort((a, b) => a - b), [productIds]);
  const key: Key | null =
    enabled && ids.length > 0 ? [API_KEY_PREFIX, "label-compatibility", ids.join(",")] : null;
  return useSWR<FitmentsByProduct, ApiError, Key | null>(
    key,
    async () => {
      const lists = await mapBounded(ids, COMPATIBILITY_CONCURRENCY, (id) => {
        let pending = asked.current.get(id);
        if (!pending) {
          pending = fetchProductFitments(id);
          asked.current.set(id, pending);
          // A failed answer is asked again next time.
          pending.catch(() => asked.current.delete(id));
        }
        return pending;
      });
      return new Map(ids.map((id, i) => [id, lists[i] ?? []]));
    },
    { keepPreviousData: true, revalidateOnFocus: false, errorRetryCount: 1, errorRetryInterval: 1000 },
  );
}
