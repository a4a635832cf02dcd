// The browser-side session flags of the specification, kept in localStorage so they
// survive reloads: `userLoggedOut` stops session lookups after a logout or a failed check, and
// `hadPreviousSession` decides whether a spinner is worth showing while the session loads.

export const LOGGED_OUT_KEY = "userLoggedOut";
export const PREVIOUS_SESSION_KEY = "hadPreviousSession";
export const REMEMBERED_USERNAME_KEY = "rememberedUsername";
/** Older builds stored a password here; it is always removed, never written. */
export const REMEMBERED_PASSWORD_KEY = "rememberedPassword";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Private modes may refuse storage access; the app then works without persistence.
    return null;
  }
}

function read(key: string): string | null {
  return storage()?.getItem(key) ?? null;
}

function write(key: string, value: string | null): void {
  const store = storage();
  if (!store) return;
  if (value === null) store.removeItem(key);
  else store.setItem(key, value);
}

export function isLoggedOutFlagSet(): boolean {
  return read(LOGGED_OUT_KEY) === "true";
}

export function hadPreviousSession(): boolean {
  return read(PREVIOUS_SESSION_KEY) === "true";
}

/** A user is present: future lookups go to the server and a reload shows the spinner. */
export function markSessionPresent(): void {
  write(LOGGED_OUT_KEY, null);
  write(PREVIOUS_SESSION_KEY, "true");
}

/** Logout, a 401 or a failed session check: stop asking the server until the next login. */
export function markSessionEnded(): void {
  write(LOGGED_OUT_KEY, "true");
  write(PREVIOUS_SESSION_KEY, null);
}

/** Storybook and tests start every scenario from a clean browser. */
export function clearSessionFlags(): void {
  write(LOGGED_OUT_KEY, null);
  write(PREVIOUS_SESSION_KEY, null);
}

export function rememberedUsername(): string {
  return read(REMEMBERED_USERNAME_KEY) ?? "";
}

/** 'Recordar usuario' ticked stores the username, unticked removes it; a password never stays. */
export function saveRememberedUsername(username: string, remember: boolean): void {
  write(REMEMBERED_USERNAME_KEY, remember ? username : null);
  write(REMEMBERED_PASSWORD_KEY, null);
}
