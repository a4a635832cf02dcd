// Two-factor sign-in and the 'Seguridad' switch: every refusal of server/operations/two-factor.ts
// and second-factor-gate.ts, over the memory store.
import type { User } from "@contract/types";
import { beforeEach, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../../rules/auth-messages";
import { MESSAGES } from "../../rules/messages";
import { totpCode } from "../../rules/totp";
import {
  SEEDED,
  call,
  contextOf,
  expectRefusal,
  freshStore,
  recordingSession,
  store,
  storeWith,
  throttledSession,
} from "./test-support/operation-harness";

beforeEach(freshStore);

/** Enrols the seeded user; answers the secret and the recovery codes. */
async function enrolled(who: "admin" | "vendedor") {
  const { secret } = (await call("startTwoFactorEnrolment", who)).body;
  const { recoveryCodes } = (await call("confirmTwoFactor", who, { body: { code: await totpCode(secret) } }))
    .body;
  return { secret, recoveryCodes };
}

/** A right password on an account with a factor: the challenge to answer with a code. */
async function challengeOf(username: string, password: string): Promise<string> {
  const answer = await call("login", null, { body: { username, password } });
  expect(answer.status).toBe(202);
  return (answer.body as { challenge: string }).challenge;
}

describe("second step of sign-in", () => {
  it("signs in with a recovery code after the password", async () => {
    const { recoveryCodes } = await enrolled("vendedor");
    const challenge = await challengeOf("vendedor", "vendedor123");
    const session = recordingSession();
    const answer = await call("loginSecondFactor", await contextOf(null, { session }), {
      body: { challenge, code: recoveryCodes[0]! },
    });
    expect(answer.body.id).toBe(SEEDED.vendedor);
    expect(session.signedIn).toEqual([SEEDED.vendedor]);
  });

  it("answers 401 for an unknown or expired challenge", async () => {
    await expectRefusal(
      call("loginSecondFactor", null, { body: { challenge: "nada", code: "123456" } }),
      401,
      AUTH_MESSAGES.signInChallengeExpired,
    );
    await enrolled("vendedor");
    const challenge = await challengeOf("vendedor", "vendedor123");
    const factor = await store.twoFactor.get(SEEDED.vendedor);
    const expired = storeWith("twoFactor", { get: async () => ({ ...factor, challengeExpiresAt: 1 }) });
    await expectRefusal(
      call("loginSecondFactor", await contextOf(null, { store: expired }), {
        body: { challenge, code: "123456" },
      }),
      401,
      AUTH_MESSAGES.signInChallengeExpired,
    );
  });

  it("answers 429 for an account over its failed sign-ins", async () => {
    await enrolled("vendedor");
    const challenge = await challengeOf("vendedor", "vendedor123");
    await expectRefusal(
      call("loginSecondFactor", await contextOf(null, { session: throttledSession() }), {
        body: { challenge, code: "000000" },
      }),
      429,
      MESSAGES.tooManyLogins,
    );
  });

  it("refuses a wrong code, and says so when the secret cannot be read here", async () => {
    await enrolled("vendedor");
    const challenge = await challengeOf("vendedor", "vendedor123");
    await expectRefusal(
      call("loginSecondFactor", null, { body: { challenge, code: "not-a-recovery-code" } }),
      401,
      AUTH_MESSAGES.secondFactorWrong,
    );
    const factor = await store.twoFactor.get(SEEDED.vendedor);
    const sealed = storeWith("twoFactor", { get: async () => ({ ...factor, secret: null }) });
    await expectRefusal(
      call("loginSecondFactor", await contextOf(null, { store: sealed }), {
        body: { challenge, code: "123456" },
      }),
      401,
      AUTH_MESSAGES.secondFactorUnreadable,
    );
  });

  it("refuses an account gone (401) or blocked (403) since the password", async () => {
    const { recoveryCodes } = await enrolled("vendedor");
    const challenge = await challengeOf("vendedor", "vendedor123");
    const gone = storeWith("users", { find: async () => null });
    await expectRefusal(
      call("loginSecondFactor", await contextOf(null, { store: gone }), {
        body: { challenge, code: recoveryCodes[0]! },
      }),
      401,
      AUTH_MESSAGES.signInChallengeExpired,
    );
    const again = await challengeOf("vendedor", "vendedor123");
    await store.users.setActive(SEEDED.vendedor, false);
    await expectRefusal(
      call("loginSecondFactor", null, { body: { challenge: again, code: recoveryCodes[1]! } }),
      403,
      MESSAGES.userBlocked,
    );
  });
});

describe("enrolment", () => {
  it("reports the factor on after confirming", async () => {
    await enrolled("vendedor");
    expect((await call("getOwnTwoFactor", "vendedor")).body).toMatchObject({
      enabled: true,
      required: false,
    });
  });

  it("refuses starting or confirming when already on, and confirming before starting", async () => {
    await expectRefusal(
      call("confirmTwoFactor", "vendedor", { body: { code: "123456" } }),
      409,
      AUTH_MESSAGES.twoFactorNotStarted,
    );
    await enrolled("vendedor");
    await expectRefusal(call("startTwoFactorEnrolment", "vendedor"), 409, AUTH_MESSAGES.twoFactorAlreadyOn);
    await expectRefusal(
      call("confirmTwoFactor", "vendedor", { body: { code: "123456" } }),
      409,
      AUTH_MESSAGES.twoFactorAlreadyOn,
    );
  });

  it("refuses a wrong code (400), and answers 429 past the checks' limit", async () => {
    const { secret } = (await call("startTwoFactorEnrolment", "vendedor")).body;
    const wrong = String((Number(await totpCode(secret)) + 500_000) % 1_000_000).padStart(6, "0");
    await expectRefusal(
      call("confirmTwoFactor", "vendedor", { body: { code: wrong } }),
      400,
      AUTH_MESSAGES.twoFactorEnrolCodeWrong,
    );
    await expectRefusal(
      call("confirmTwoFactor", await contextOf("vendedor", { session: throttledSession() }), {
        body: { code: wrong },
      }),
      429,
      AUTH_MESSAGES.tooManyPasswordChecks,
    );
  });
});

describe("turning it off and resetting it", () => {
  it("turns one's own factor off with the password and a recovery code", async () => {
    const { recoveryCodes } = await enrolled("vendedor");
    const answer = await call("disableOwnTwoFactor", "vendedor", {
      body: { currentPassword: "vendedor123", code: recoveryCodes[0]! },
    });
    expect(answer.status).toBe(204);
  });

  it("refuses when it is not on, and an admin while 'Seguridad' requires it", async () => {
    const body = { currentPassword: "vendedor123", code: "123456" };
    await expectRefusal(call("disableOwnTwoFactor", "vendedor", { body }), 409, AUTH_MESSAGES.twoFactorNotOn);
    await enrolled("admin");
    await store.twoFactor.setRequiredForAdmins(true);
    await expectRefusal(
      call("disableOwnTwoFactor", "admin", { body: { ...body, currentPassword: "admin123" } }),
      403,
      AUTH_MESSAGES.twoFactorRequiredCannotDisable,
    );
  });

  it("refuses a wrong password, a wrong code, and answers 429 past the checks' limit", async () => {
    await enrolled("vendedor");
    await expectRefusal(
      call("disableOwnTwoFactor", "vendedor", { body: { currentPassword: "otra", code: "x" } }),
      400,
      MESSAGES.currentPasswordWrong,
    );
    await expectRefusal(
      call("disableOwnTwoFactor", "vendedor", { body: { currentPassword: "vendedor123", code: "no-vale" } }),
      400,
      AUTH_MESSAGES.secondFactorWrong,
    );
    await expectRefusal(
      call("disableOwnTwoFactor", await contextOf("vendedor", { session: throttledSession() }), {
        body: { currentPassword: "vendedor123", code: "x" },
      }),
      429,
      AUTH_MESSAGES.tooManyPasswordChecks,
    );
  });

  it("lets another admin reset a user's factor, never their own; 404 for no such user", async () => {
    await enrolled("vendedor");
    expect((await call("resetUserTwoFactor", "admin", { params: { id: SEEDED.vendedor } })).status).toBe(204);
    await expectRefusal(
      call("resetUserTwoFactor", "admin", { params: { id: 999_999 } }),
      404,
      MESSAGES.userNotFound,
    );
    await expectRefusal(
      call("resetUserTwoFactor", "admin", { params: { id: SEEDED.admin } }),
      409,
      AUTH_MESSAGES.cannotResetOwnTwoFactor,
    );
  });
});

describe("the 'Seguridad' switch", () => {
  it("refuses an admin without a factor everything but enrolling and leaving, while required", async () => {
    expect(
      (await call("updateSecuritySettings", "admin", { body: { twoFactorForAdmins: true } })).body
        .twoFactorForAdmins,
    ).toBe(true);
    await expectRefusal(call("listUsers", "admin"), 403, AUTH_MESSAGES.secondFactorRequiredOfAdmins);
    await expectRefusal(
      call("getSecuritySettings", "admin"),
      403,
      AUTH_MESSAGES.secondFactorRequiredOfAdmins,
    );
    expect((await call("getCurrentUser", "admin")).status).toBe(200);
    expect((await call("listUsers", "vendedor")).status).toBe(200);
    await enrolled("admin");
    expect((await call("listUsers", "admin")).status).toBe(200);
  });

  it("lets a seller through: the requirement is of admins", async () => {
    await store.twoFactor.setRequiredForAdmins(true);
    const seller = (await store.users.find(SEEDED.vendedor)) as User;
    expect((await call("getOwnTwoFactor", seller)).body.required).toBe(false);
  });
});
