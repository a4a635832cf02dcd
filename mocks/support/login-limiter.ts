// The mocks' sign-in limits (rules/login-throttle.ts, as the BFF): failed attempts per account in
// the login operation and per address here. The mocks see no client address, so every request
// counts as coming from one.
import { LoginThrottle } from "../../rules/login-throttle";
import { onMockDbReset } from "../db";

export const MOCK_ADDRESS = "mocks";

export const loginThrottle = new LoginThrottle();

onMockDbReset(() => loginThrottle.clear());
