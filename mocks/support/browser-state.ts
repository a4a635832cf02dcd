// What the browser mock mode (dev:mock) keeps across a page reload: the session token map and each
// user's active flag, password, name and username. Stored in sessionStorage; a no-op where there is none (node).

const KEY = "repuestos-mock-state";

export interface PersistedUser {
  active: boolean;
  password: string;
  name?: string;
  username?: string;
}

interface PersistedState {
  sessions: Array<[string, number]>;
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

export function loadPersistedSessions(): Array<[string, number]> {
  return load().sessions;
}

export function persistSessions(sessions: Array<[string, number]>): void {
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
