// Failed sign-ins counted per address (across every username tried from it) and per account
// (across its spellings: username or e-mail, any case). While either count is at its limit for the
// current window, sign-in is refused with 429 before any password is hashed. The BFF keys the
// address by the client's IP (see bff/src/security/trust-proxy.ts); the mocks have one address.
import { WindowedCounts } from "./windowed-counts";

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

export class LoginThrottle {
  private readonly windows: WindowedCounts;
  private readonly inFlight = new Map<string, number>();

  constructor(
    readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    now: () => number = Date.now,
  ) {
    this.windows = new WindowedCounts(limits.windowMs, now);
  }

  addressBlocked(address: string): boolean {
    return this.windows.count(`address:${address}`) >= this.limits.perAddress;
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
    this.windows.add(`address:${address}`);
  }

  /** Takes back the count of an attempt that signed in. */
  addressSucceeded(address: string): void {
    this.windows.takeBack(`address:${address}`);
  }

  accountBlocked(account: string): boolean {
    return this.windows.count(`account:${account}`) >= this.limits.perAccount;
  }

  accountFailed(account: string): void {
    this.windows.add(`account:${account}`);
  }

  /** A correct password clears the account's count (never the address's). */
  accountSucceeded(account: string): void {
    this.windows.delete(`account:${account}`);
  }

  clear(): void {
    this.windows.clear();
    this.inFlight.clear();
  }
}

/** The account key of a login: its id when the username or e-mail names one, else the spelling. */
export function accountKey(accountId: number | null, login: string): string {
  return accountId === null ? `login:${login.trim().toLowerCase().slice(0, 256)}` : `user:${accountId}`;
}
