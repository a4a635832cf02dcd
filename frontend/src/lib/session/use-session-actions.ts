// Writing the session: login and logout put their answer straight into the SWR cache, so the
// guard reacts at once without another GET /api/user.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { apiClient } from "../api/client";
import type { User } from "../api/types";
import { markSessionEnded, markSessionPresent } from "./session-flags";
import { recordSessionUser } from "./session-lookup";
import { SESSION_KEY } from "./use-current-user";

export function useSessionActions() {
  const { mutate } = useSWRConfig();

  const signedIn = useCallback(
    async (user: User) => {
      markSessionPresent();
      recordSessionUser(user);
      await mutate(SESSION_KEY, user, { revalidate: false });
    },
    [mutate],
  );

  /** Forget every cached answer so no protected data survives (not even behind the back button). */
  const signedOut = useCallback(async () => {
    markSessionEnded();
    recordSessionUser(null);
    await mutate(() => true, undefined, { revalidate: false });
    await mutate(SESSION_KEY, null, { revalidate: false });
  }, [mutate]);

  return { signedIn, signedOut };
}

/** POST /api/logout; the local session ends whatever the server answers. */
export async function requestLogout(): Promise<void> {
  await apiClient.POST("/api/logout");
}
