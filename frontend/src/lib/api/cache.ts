// Cache invalidation after a mutation: revalidate every SWR query of the given API paths. It goes
// through the mutate of the SWR cache the app renders with (bound by <SwrMutateBinder>), so a
// Storybook story with its own cache refreshes too; the global cache is the fallback.
import { mutate as globalMutate, type ScopedMutator } from "swr";
import { API_KEY_PREFIX } from "./client";
import type { paths } from "@contract/schema.gen";

let boundMutate: ScopedMutator | null = null;

export function bindCacheMutate(mutate: ScopedMutator | null): void {
  boundMutate = mutate;
}

/** Revalidates every API query whose path passes the test. */
export function revalidatePathsWhere(test: (path: string) => boolean): Promise<unknown> {
  const mutate = boundMutate ?? globalMutate;
  return mutate(
    (key) => Array.isArray(key) && key[0] === API_KEY_PREFIX && typeof key[1] === "string" && test(key[1]),
  );
}

export function revalidatePaths(...pathsToRefresh: (keyof paths)[]): Promise<unknown> {
  return revalidatePathsWhere((path) => pathsToRefresh.includes(path as keyof paths));
}
