// Cache invalidation after a mutation: revalidate every SWR query of the given API paths.
import { mutate } from "swr";
import { API_KEY_PREFIX } from "./client";
import type { paths } from "./schema.gen";

export function revalidatePaths(...pathsToRefresh: (keyof paths)[]): Promise<unknown> {
  return mutate(
    (key) =>
      Array.isArray(key) && key[0] === API_KEY_PREFIX && pathsToRefresh.includes(key[1] as keyof paths),
  );
}
