// SWR hands a query's answer to React through useSyncExternalStore, whose updates React renders at
// once and in one piece: on a phone, a table of customers arriving held the main thread for a
// quarter of a second, and a tap in that time waited. Every query's state is shown as a deferred
// value instead: when an answer arrives React first re-renders the screen as it was (nothing to
// do) and then renders the answer at transition priority, in slices that let input through.
// The four fields change together, so a screen never sees an answer without its end of loading.
import { useDeferredValue, useMemo } from "react";
import type { Middleware, SWRResponse } from "swr";

export const answersInBackground: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr: SWRResponse = useSWRNext(key, fetcher, config);
  const { data, error, isLoading, isValidating } = swr;
  const state = useMemo(
    () => ({ data, error, isLoading, isValidating }),
    [data, error, isLoading, isValidating],
  );
  const shown = useDeferredValue(state);
  return { ...swr, ...shown };
};
