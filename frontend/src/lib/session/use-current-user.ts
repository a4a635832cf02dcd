// The signed-in user as every screen reads it. The session rules (flags, refresh, duplicate guard)
// live in session-lookup.ts; screens only ask "who is signed in".
import useSWR, { type SWRConfiguration } from "swr";
import { API_KEY_PREFIX } from "../api/client";
import type { User } from "../api/types";
import { isLoggedOutFlagSet } from "./session-flags";
import { lookupSessionUser } from "./session-lookup";

export interface CurrentUser {
  user: User | null;
  isLoading: boolean;
}

/** Shaped like the API keys, so revalidatePaths("/api/user") refreshes the session too. */
export const SESSION_KEY = [API_KEY_PREFIX, "/api/user", "session"] as const;

export const SESSION_REFRESH_MS = 5 * 60 * 1000;

const sessionOptions: SWRConfiguration<User | null> = {
  // Fresh for 5 minutes: fetched at start when missing, then every 5 minutes unless logged out.
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  refreshInterval: () => (isLoggedOutFlagSet() ? 0 : SESSION_REFRESH_MS),
  dedupingInterval: 2000,
  shouldRetryOnError: false,
};

export function useCurrentUser(): CurrentUser {
  const { data } = useSWR(SESSION_KEY, () => lookupSessionUser(), sessionOptions);
  // The lookup never throws: undefined means "not answered yet", null means "nobody".
  return { user: data ?? null, isLoading: data === undefined };
}
