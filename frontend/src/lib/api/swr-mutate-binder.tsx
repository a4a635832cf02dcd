// Binds revalidatePaths() to the SWR cache this subtree renders with.
import { useLayoutEffect } from "react";
import { useSWRConfig } from "swr";
import { bindCacheMutate } from "./cache";

export function SwrMutateBinder() {
  const { mutate } = useSWRConfig();
  useLayoutEffect(() => {
    bindCacheMutate(mutate);
    return () => bindCacheMutate(null);
  }, [mutate]);
  return null;
}
