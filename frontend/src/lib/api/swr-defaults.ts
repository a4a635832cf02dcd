// The fetching defaults of the specification: one retry after about a second, no
// refetch on window focus. Client errors (4xx) are answers, not hiccups: they are never retried.
// Answers are rendered in the background (answers-in-background.ts).
import type { SWRConfiguration } from "swr";
import { answersInBackground } from "./answers-in-background";
import { ApiError } from "./errors";

export const RETRY_DELAY_MS = 1000;

export const swrDefaults: SWRConfiguration = {
  errorRetryCount: 1,
  errorRetryInterval: RETRY_DELAY_MS,
  revalidateOnFocus: false,
  use: [answersInBackground],
  onErrorRetry: (error: unknown, _key, config, revalidate, { retryCount }) => {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > (config.errorRetryCount ?? 1)) return;
    setTimeout(() => void revalidate({ retryCount }), RETRY_DELAY_MS);
  },
};
