// The mocks' sign-in limits (rules/login-throttle.ts, as the BFF): failed attempts per account in
// the login operation and per address here. The mocks see no client address, so every request
// counts as coming from one.
import { LoginThrottle } from "../../rules/login-throttle";
import { PasswordCheckThrottle } from "../../rules/password-check-throttle";
import { onMockDbReset } from "../db";

export const MOCK_ADDRESS = "mocks";

export const loginThrottle = new LoginThrottle();

/** Current-password checks per account, apart from sign-in (rules/password-check-throttle.ts). */
export const passwordCheckThrottle = new PasswordCheckThrottle();

onMockDbReset(() => {
  loginThrottle.clear();
  passwordCheckThrottle.clear();
});
