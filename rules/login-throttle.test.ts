import { describe, expect, it } from "vitest";
import { LoginThrottle, accountKey } from "./login-throttle";

describe("LoginThrottle", () => {
  const limits = { perAccount: 2, perAddress: 3, windowMs: 1000, inFlightPerAddress: 2 };

  it("refuses an address after its failures, whatever the usernames, until the window ends", () => {
    let now = 0;
    const throttle = new LoginThrottle(limits, () => now);
    for (let i = 0; i < 3; i += 1) {
      expect(throttle.addressBlocked("1.2.3.4")).toBe(false);
      throttle.addressFailed("1.2.3.4");
    }
    expect(throttle.addressBlocked("1.2.3.4")).toBe(true);
    expect(throttle.addressBlocked("5.6.7.8")).toBe(false);
    now = 1000;
    expect(throttle.addressBlocked("1.2.3.4")).toBe(false);
  });

  it("counts an account's spellings together and forgets them after a correct password", () => {
    const throttle = new LoginThrottle(limits);
    const account = accountKey(7, "Vendedor@Repuestos.local");
    expect(account).toBe(accountKey(7, "vendedor"));
    throttle.accountFailed(account);
    throttle.accountSucceeded(account);
    throttle.accountFailed(account);
    expect(throttle.accountBlocked(account)).toBe(false);
    throttle.accountFailed(accountKey(7, "VENDEDOR"));
    expect(throttle.accountBlocked(account)).toBe(true);
    // Unknown logins are keyed by their trimmed, lower-cased spelling.
    expect(accountKey(null, "  Nadie ")).toBe(accountKey(null, "nadie"));
  });
});
