// After a product mutation every products query is stale: the list pages, the reports' full list,
// single products and the dashboard's low-stock list. The bound mutate of the nearest SWRConfig is
// used (not swr's global one) so a story or test with its own cache is refreshed too.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { API_KEY_PREFIX } from "../../../lib/api/client";

export function isProductsKey(key: unknown): boolean {
  return (
    Array.isArray(key) &&
    key[0] === API_KEY_PREFIX &&
    typeof key[1] === "string" &&
    key[1].startsWith("/api/products")
  );
}

export function useRevalidateProducts(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(isProductsKey), [mutate]);
}
