import { expect, it } from "vitest";
import { PasswordCheckThrottle } from "./password-check-throttle";

it("refuses a second check while one runs, and past the account's wrong checks until the window ends", () => {
  let now = 0;
  const throttle = new PasswordCheckThrottle(
    { perAccount: 2, windowMs: 1000, inFlightPerAccount: 1 },
    () => now,
  );
  expect(throttle.begin(1)).toBe(true);
  expect(throttle.begin(1)).toBe(false);
  expect(throttle.begin(2)).toBe(true);
  throttle.end(1, false);
  expect(throttle.begin(1)).toBe(true);
  throttle.end(1, false);
  expect(throttle.begin(1)).toBe(false);
  now = 1000;
  expect(throttle.begin(1)).toBe(true);
  throttle.end(1, true);
  expect(throttle.begin(1)).toBe(true);
});
