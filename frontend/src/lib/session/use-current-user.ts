// The signed-in user as every screen reads it. The session rules (flags, refresh, duplicate guard)
// live in the session module; screens only ask "who is signed in".
import type { User } from "../api/types";
import { useApiQuery } from "../api/client";

export interface CurrentUser {
  user: User | null;
  isLoading: boolean;
}

export function useCurrentUser(): CurrentUser {
  const { data, isLoading } = useApiQuery("/api/user", undefined, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { user: data ?? null, isLoading };
}
