// The session lookup behind useCurrentUser:
// - with the `userLoggedOut` flag set it answers "nobody" without calling the server;
// - a lookup while another is in flight, or within 2 s of the last one, is not sent again;
// - a 401 is silent; any other failure shows 'Error de sesión'; both end the local session.
import { apiClient } from "../api/client";
import { isUnauthorized } from "../api/errors";
import type { User } from "../api/types";
import { toast } from "@/components/toaster";
import { isLoggedOutFlagSet, markSessionEnded, markSessionPresent } from "./session-flags";

export const DUPLICATE_LOOKUP_WINDOW_MS = 2000;

let inFlight: Promise<User | null> | null = null;
let lastFinishedAt = Number.NEGATIVE_INFINITY;
let lastAnswer: User | null = null;

/** The specification allows the user to arrive wrapped in a `user` field. */
function unwrapUser(body: unknown): User | null {
  if (!body || typeof body !== "object") return null;
  if ("user" in body && body.user && typeof body.user === "object") return body.user as User;
  return "id" in body ? (body as User) : null;
}

async function fetchSessionUser(): Promise<User | null> {
  try {
    const { data } = await apiClient.GET("/api/user");
    const user = unwrapUser(data);
    if (user) markSessionPresent();
    else markSessionEnded();
    return user;
  } catch (error) {
    markSessionEnded();
    if (!isUnauthorized(error)) {
      void toast.error(
        "Error de sesión",
        "No se pudo obtener información del usuario. Intente iniciar sesión nuevamente.",
      );
    }
    return null;
  }
}

/**
 * Who is signed in. A skipped duplicate lookup answers what the last one found (nobody when there
 * was none), so a burst of mounts never flips a signed-in screen to signed out.
 */
export function lookupSessionUser(now: () => number = Date.now): Promise<User | null> {
  if (isLoggedOutFlagSet()) return Promise.resolve(null);
  if (inFlight) return inFlight;
  if (now() - lastFinishedAt < DUPLICATE_LOOKUP_WINDOW_MS) return Promise.resolve(lastAnswer);
  inFlight = fetchSessionUser().then((user) => {
    lastAnswer = user;
    lastFinishedAt = now();
    inFlight = null;
    return user;
  });
  return inFlight;
}

/** Login and logout know the answer already: record it so the guard window stays truthful. */
export function recordSessionUser(user: User | null, now: () => number = Date.now): void {
  lastAnswer = user;
  lastFinishedAt = now();
}

/** Storybook stories and tests start with no remembered lookup. */
export function resetSessionLookup(): void {
  inFlight = null;
  lastFinishedAt = Number.NEGATIVE_INFINITY;
  lastAnswer = null;
}
