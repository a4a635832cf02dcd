// Checks of a signed-in account's current password (changing one's own password, turning off one's
// second factor) are limited per account with state of their own, apart from sign-in's: a user's
// wrong guesses there never count against anyone's sign-in, and at most one check per account runs
// at a time, so a burst of them cannot fill the password hasher's line that sign-ins wait in.
import { WindowedCounts } from "./windowed-counts";

export interface PasswordCheckLimits {
  /** Wrong (or unfinished) checks per account in one window. */
  perAccount: number;
  windowMs: number;
  /** Checks one account may have running at once. */
  inFlightPerAccount: number;
}

export const DEFAULT_PASSWORD_CHECK_LIMITS: PasswordCheckLimits = {
  perAccount: 5,
  windowMs: 15 * 60_000,
  inFlightPerAccount: 1,
};

export class PasswordCheckThrottle {
  private readonly windows: WindowedCounts;
  private readonly inFlight = new Map<number, number>();

  constructor(
    readonly limits: PasswordCheckLimits = DEFAULT_PASSWORD_CHECK_LIMITS,
    now: () => number = Date.now,
  ) {
    this.windows = new WindowedCounts(limits.windowMs, now);
  }

  /**
   * Starts a check for the account: false (refuse with 429) while it is over its count or already
   * has a check running. The check counts as wrong from its start, so a burst counts at once.
   */
  begin(accountId: number): boolean {
    const running = this.inFlight.get(accountId) ?? 0;
    if (running >= this.limits.inFlightPerAccount) return false;
    if (this.windows.count(String(accountId)) >= this.limits.perAccount) return false;
    this.inFlight.set(accountId, running + 1);
    this.windows.add(String(accountId));
    return true;
  }

  /** Ends a check; a right password clears the account's count. */
  end(accountId: number, matched: boolean): void {
    const running = (this.inFlight.get(accountId) ?? 1) - 1;
    if (running <= 0) this.inFlight.delete(accountId);
    else this.inFlight.set(accountId, running);
    if (matched) this.windows.delete(String(accountId));
  }

  clear(): void {
    this.windows.clear();
    this.inFlight.clear();
  }
}
