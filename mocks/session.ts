// Sessions of the mocks: an opaque token in the `sid` cookie mapped to its user, as the BFF's session
// store does, with the public id, start, last use and browser that 'Mi Perfil' lists. In the browser
// mock mode the map is kept in sessionStorage so a reload does not sign anyone out.
import { db, onMockDbReset, type DbUser } from "./db";
import { loadPersistedSessions, persistSessions, type PersistedSession } from "./support/browser-state";

export const SESSION_COOKIE = "sid";

/** Use is recorded at most this often, as in the BFF. */
const TOUCH_EVERY_MS = 60_000;

function randomHex(byteCount: number): string {
  const bytes = new Uint8Array(byteCount);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

const newPublicId = () => randomHex(12);

const sessions = new Map<string, PersistedSession>(loadPersistedSessions(newPublicId));
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

export function createSession(userId: number, userAgent: string | null = null): string {
  const token = randomHex(24);
  const now = Date.now();
  sessions.set(token, { userId, publicId: newPublicId(), createdAt: now, lastSeenAt: now, userAgent });
  persist();
  return token;
}

export function destroySession(token: string | undefined): void {
  if (token && sessions.delete(token)) persist();
}

/** Blocking a user ends all of their sessions at once. */
export function endSessionsOf(userId: number): void {
  for (const [token, session] of sessions) if (session.userId === userId) sessions.delete(token);
  persist();
}

/** Ends every session of the user but the one of `keepToken`. */
export function endOtherSessionsOf(userId: number, keepToken: string | undefined): void {
  for (const [token, session] of sessions)
    if (session.userId === userId && token !== keepToken) sessions.delete(token);
  persist();
}

/** The user's sessions, `currentToken`'s marked current. */
export function sessionsOf(userId: number, currentToken: string | undefined) {
  return [...sessions]
    .filter(([, session]) => session.userId === userId)
    .map(([token, { publicId, createdAt, lastSeenAt, userAgent }]) => ({
      publicId,
      createdAt,
      lastSeenAt,
      userAgent,
      current: token === currentToken,
    }));
}

export function findUserById(id: number): DbUser | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

/** The signed-in, active user behind a session token; else the fallback user, if one is set. */
export function resolveSessionUser(token: string | undefined): DbUser | null {
  const session = token ? sessions.get(token) : undefined;
  if (session) {
    const user = findUserById(session.userId);
    if (user?.active) {
      const now = Date.now();
      if (now - session.lastSeenAt >= TOUCH_EVERY_MS) {
        session.lastSeenAt = now;
        persist();
      }
      return user;
    }
    destroySession(token);
  }
  if (fallbackUsername === null) return null;
  const name = fallbackUsername.toLowerCase();
  const fallback = db.users.findFirst((q) => q.where({ username: (u) => u.toLowerCase() === name }));
  return fallback?.active ? fallback : null;
}
