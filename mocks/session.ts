// Sessions of the mocks: an opaque token in the `sid` cookie mapped to a user id, as the BFF's
// session store does. In the browser mock mode the map is kept in sessionStorage so a reload does
// not sign anyone out.
import { db, onMockDbReset, type DbUser } from "./db";
import { loadPersistedSessions, persistSessions } from "./support/browser-state";

export const SESSION_COOKIE = "sid";

const sessions = new Map<string, number>(loadPersistedSessions());
let fallbackUsername: string | null = null;

function persist(): void {
  persistSessions([...sessions.entries()]);
}

onMockDbReset(() => {
  sessions.clear();
  persist();
});

/**
 * Storybook and front-end tests only: requests without a valid session act as this user
 * ("admin", "vendedor"...), so a screen renders as that role without signing in. null turns it off.
 */
export function setFallbackSession(username: string | null): void {
  fallbackUsername = username;
}

function newToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function createSession(userId: number): string {
  const token = newToken();
  sessions.set(token, userId);
  persist();
  return token;
}

export function destroySession(token: string | undefined): void {
  if (token && sessions.delete(token)) persist();
}

/** Blocking a user ends all of their sessions at once. */
export function endSessionsOf(userId: number): void {
  for (const [token, owner] of sessions) if (owner === userId) sessions.delete(token);
  persist();
}

export function findUserById(id: number): DbUser | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

/** The signed-in, active user behind a session token; else the fallback user, if one is set. */
export function resolveSessionUser(token: string | undefined): DbUser | null {
  const userId = token ? sessions.get(token) : undefined;
  if (userId !== undefined) {
    const user = findUserById(userId);
    if (user?.active) return user;
    destroySession(token);
  }
  if (fallbackUsername === null) return null;
  const name = fallbackUsername.toLowerCase();
  const fallback = db.users.findFirst((q) => q.where({ username: (u) => u.toLowerCase() === name }));
  return fallback?.active ? fallback : null;
}
