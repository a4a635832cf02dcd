// The one API client: openapi-fetch on the generated types. Every non-OK answer and every network
// failure is thrown as an ApiError, so callers and SWR hooks see one error shape.
import createClient, { type Middleware } from "openapi-fetch";
import { createQueryHook } from "swr-openapi";
import { ApiError, NO_RESPONSE_MESSAGE, errorFromResponse } from "./errors";
import { countedFetch } from "./requests-in-flight";
import type { paths } from "@contract/schema.gen";

const throwOnError: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await errorFromResponse(response);
    return undefined;
  },
  onError({ error }) {
    if (error instanceof ApiError) return error;
    return new ApiError(NO_RESPONSE_MESSAGE, 0);
  },
};

export const apiClient = createClient<paths>({ baseUrl: "", credentials: "include", fetch: countedFetch });
apiClient.use(throwOnError);

/** SWR key prefix of every API query; used to invalidate caches by path. */
export const API_KEY_PREFIX = "api";

export const useApiQuery = createQueryHook<paths, `${string}/${string}`, typeof API_KEY_PREFIX, ApiError>(
  apiClient,
  API_KEY_PREFIX,
);

/**
 * The body of a successful answer, typed by the contract. The middleware above has already thrown
 * every refusal, so a missing body means the server answered nothing usable.
 */
export function dataOf<T>(result: { data?: T; response: Response }): T {
  if (result.data === undefined) throw new ApiError(NO_RESPONSE_MESSAGE, result.response.status);
  return result.data;
}
