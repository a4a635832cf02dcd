// Failed sign-ins counted per address (across every username tried from it) and per account
// (across its spellings: username or e-mail, any case). While either count is at its limit for the
// current window, sign-in is refused with 429 before any password is hashed. The BFF keys the
// address by the client's IP (see bff/src/security/trust-proxy.ts); the mocks have one address.

export interface LoginLimits {
  /** Failed attempts per account in one window. */
  perAccount: number;
  /** Failed attempts per address in one window, whatever the username. */
  perAddress: number;
  windowMs: number;
  /** Attempts one address may have running at once (each may wait for the password hasher). */
  inFlightPerAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 60_000,
  inFlightPerAddress: 4,
};

/** Keys kept before expired windows are dropped (an attacker's random usernames must not grow memory). */
const MAX_KEYS = 50_000;

interface Window {
  start: number;
  failures: number;
}

export class LoginThrottle {
  private readonly windows = new Map<string, Window>();
  private readonly inFlight = new Map<string, number>();

  constructor(
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  addressBlocked(address: string): boolean {
    return this.failures(`address:${address}`) >= this.limits.perAddress;
  }

  /** Starts an attempt from the address; false while it already has inFlightPerAddress running. */
  attemptStarted(address: string): boolean {
    const running = this.inFlight.get(address) ?? 0;
    if (running >= this.limits.inFlightPerAddress) return false;
    this.inFlight.set(address, running + 1);
    return true;
  }

  attemptEnded(address: string): void {
    const running = (this.inFlight.get(address) ?? 1) - 1;
    if (running <= 0) this.inFlight.delete(address);
    else this.inFlight.set(address, running);
  }

  /** Counted when an attempt starts (so a burst in flight counts at once); see addressSucceeded. */
  addressFailed(address: string): void {
    this.fail(`address:${address}`);
  }

  /** Takes back the count of an attempt that signed in. */
  addressSucceeded(address: string): void {
    const window = this.windows.get(`address:${address}`);
    if (window && window.failures > 0) window.failures -= 1;
  }

  accountBlocked(account: string): boolean {
    return this.failures(`account:${account}`) >= this.limits.perAccount;
  }

  accountFailed(account: string): void {
    this.fail(`account:${account}`);
  }

  /** A correct password clears the account's count (never the address's). */
  accountSucceeded(account: string): void {
    this.windows.delete(`account:${account}`);
  }

  clear(): void {
    this.windows.clear();
    this.inFlight.clear();
  }

  private failures(key: string): number {
    const window = this.windows.get(key);
    if (!window) return 0;
    if (this.now() - window.start >= this.limits.windowMs) {
      this.windows.delete(key);
      return 0;
    }
    return window.failures;
  }

  private fail(key: string): void {
    const current = this.failures(key);
    if (current === 0) {
      if (this.windows.size >= MAX_KEYS) this.prune();
      this.windows.set(key, { start: this.now(), failures: 1 });
    } else {
      this.windows.get(key)!.failures = current + 1;
    }
  }

  private prune(): void {
    const now = this.now();
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.limits.windowMs) this.windows.delete(key);
    }
    // Still full: the oldest windows go first (a Map keeps insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/** The account key of a login: its id when the username or e-mail names one, else the spelling. */
export function accountKey(accountId: number | null, login: string): string {
  return accountId === null ? `login:${login.trim().toLowerCase().slice(0, 256)}` : `user:${accountId}`;
}
