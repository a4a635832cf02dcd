// What the browser mock mode (dev:mock) keeps across a page reload: the session token map and each
// user's active flag, password, name and username. Stored in sessionStorage; a no-op where there is none (node).

const KEY = "repuestos-mock-state";

export interface PersistedUser {
  active: boolean;
  password: string;
  name?: string;
  username?: string;
}

/** A session of the mocks: whose, its public id (never the token), when it began and was last used. */
export interface PersistedSession {
  userId: number;
  publicId: string;
  createdAt: number;
  lastSeenAt: number;
  userAgent: string | null;
}

interface PersistedState {
  sessions: Array<[string, PersistedSession | number]>;
  users: Record<string, PersistedUser>;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null;
  }
}

function load(): PersistedState {
  const raw = storage()?.getItem(KEY);
  if (!raw) return { sessions: [], users: {} };
  try {
    const parsed = JSON.parse(raw) as Partial<PersistedState>;
    return { sessions: parsed.sessions ?? [], users: parsed.users ?? {} };
  } catch {
    return { sessions: [], users: {} };
  }
}

function save(state: PersistedState): void {
  storage()?.setItem(KEY, JSON.stringify(state));
}

/** The saved sessions; one saved by an older mock (a bare user id) gets a public id of its own. */
export function loadPersistedSessions(newId: () => string): Array<[string, PersistedSession]> {
  const now = Date.now();
  return load().sessions.map(([token, session]) => [
    token,
    typeof session === "number"
      ? { userId: session, publicId: newId(), createdAt: now, lastSeenAt: now, userAgent: null }
      : session,
  ]);
}

export function persistSessions(sessions: Array<[string, PersistedSession]>): void {
  if (!storage()) return;
  save({ ...load(), sessions });
}

export function loadPersistedUsers(): Record<string, PersistedUser> {
  return load().users;
}

export function persistUser(id: number, user: PersistedUser): void {
  if (!storage()) return;
  const state = load();
  save({ ...state, users: { ...state.users, [String(id)]: user } });
}

export function clearPersistedState(): void {
  storage()?.removeItem(KEY);
}
