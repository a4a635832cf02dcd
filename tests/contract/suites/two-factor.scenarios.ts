// Two-factor sign-in: enrolment with a code of the QR's secret, recovery codes shown once, the code
// asked after the password (no session before it), replays and wrong codes refused, a reset by
// another Administrador, and the 'Seguridad' switch kept on the server.
import { expect } from "vitest";
import { AUTH_MESSAGES } from "../../../rules/auth-messages";
import { MESSAGES } from "../../../rules/messages";
import { totpCode } from "../../../rules/totp";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import { enrol, enrolledAccount, newSignedInAccount, nextCode, passwordStep } from "../support/two-factor";
import { twoFactorDisableScenarios } from "./two-factor-disable.scenarios";
import { twoFactorRequirementScenarios } from "./two-factor-requirement.scenarios";

export const twoFactorScenarioList: Scenario[] = [
  {
    title:
      "two-factor: enrolment shows a secret and its otpauth URI, a right code turns it on with ten recovery codes",
    covers: [
      ["getOwnTwoFactor", "success"],
      ["getOwnTwoFactor", "unauthenticated"],
      ["startTwoFactorEnrolment", "success"],
      ["startTwoFactorEnrolment", "unauthenticated"],
      ["startTwoFactorEnrolment", "conflict"],
      ["confirmTwoFactor", "success"],
      ["confirmTwoFactor", "unauthenticated"],
      ["confirmTwoFactor", "conflict"],
    ],
    async run(ctx) {
      const anon = ctx.anon();
      expectError(await anon.call("getOwnTwoFactor"), 401);
      expectError(await anon.call("startTwoFactorEnrolment"), 401);
      expectError(await anon.call("confirmTwoFactor", { body: { code: "123456" } }), 401);
      const { client, username } = await newSignedInAccount(ctx);
      const before = await client.call("getOwnTwoFactor");
      expect(before.body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
      const started = await client.call("startTwoFactorEnrolment");
      expectStatus(started, 200);
      expect(started.body.secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(started.body.otpauthUri).toContain(`otpauth://totp/`);
      expect(started.body.otpauthUri).toContain(`secret=${started.body.secret}`);
      expect(decodeURIComponent(started.body.otpauthUri)).toContain(username);
      const confirmed = await client.call("confirmTwoFactor", {
        body: { code: await totpCode(started.body.secret) },
      });
      expectStatus(confirmed, 200);
      const codes = confirmed.body.recoveryCodes as string[];
      expect(new Set(codes).size).toBe(10);
      expect((await client.call("getOwnTwoFactor")).body).toEqual({
        enabled: true,
        required: false,
        recoveryCodesLeft: 10,
      });
      expectError(await client.call("startTwoFactorEnrolment"), 409, AUTH_MESSAGES.twoFactorAlreadyOn);
      expectError(await client.call("confirmTwoFactor", { body: { code: "123456" } }), 409);
    },
  },
  {
    title: "two-factor: a wrong enrolment code is a Spanish 400; confirming before a QR is 409",
    covers: [
      ["confirmTwoFactor", "validation"],
      ["confirmTwoFactor", "conflict"],
    ],
    async run(ctx) {
      const { client } = await newSignedInAccount(ctx);
      expectError(
        await client.call("confirmTwoFactor", { body: { code: "123456" } }),
        409,
        AUTH_MESSAGES.twoFactorNotStarted,
      );
      const started = await client.call("startTwoFactorEnrolment");
      const wrong = (await totpCode(started.body.secret)) === "000000" ? "111111" : "000000";
      expectError(
        await client.call("confirmTwoFactor", { body: { code: wrong } }),
        400,
        AUTH_MESSAGES.twoFactorEnrolCodeWrong,
      );
      expect((await client.call("getOwnTwoFactor")).body.enabled).toBe(false);
    },
  },
  {
    title: "two-factor sign-in: the password answers 202 and no session; only the right code signs in, once",
    covers: [
      ["login", "success"],
      ["loginSecondFactor", "success"],
      ["loginSecondFactor", "validation"],
    ],
    async run(ctx) {
      const account = await enrolledAccount(ctx);
      const first = await passwordStep(ctx, account);
      expectError(await first.client.call("getCurrentUser"), 401);
      expectError(
        await first.client.call("loginSecondFactor", { body: { challenge: first.challenge } }),
        400,
      );
      const right = await nextCode(account.secret);
      const wrong = right === "000000" ? "111111" : "000000";
      expectError(
        await first.client.call("loginSecondFactor", { body: { challenge: first.challenge, code: wrong } }),
        401,
        AUTH_MESSAGES.secondFactorWrong,
      );
      expectError(await first.client.call("getCurrentUser"), 401);
      const signedIn = await first.client.call("loginSecondFactor", {
        body: { challenge: first.challenge, code: right },
      });
      expectStatus(signedIn, 200);
      expect(signedIn.body.username).toBe(account.username);
      expect((await first.client.call("getCurrentUser")).body.id).toBe(account.id);
      // The challenge is spent, and the same code (its step) is refused on the next sign-in.
      expectError(
        await ctx.anon().call("loginSecondFactor", { body: { challenge: first.challenge, code: right } }),
        401,
        AUTH_MESSAGES.signInChallengeExpired,
      );
      const second = await passwordStep(ctx, account);
      expectError(
        await second.client.call("loginSecondFactor", { body: { challenge: second.challenge, code: right } }),
        401,
        AUTH_MESSAGES.secondFactorWrong,
      );
    },
  },
  {
    title: "two-factor sign-in: a recovery code works once, in any spelling",
    covers: [["loginSecondFactor", "success"]],
    async run(ctx) {
      const account = await enrolledAccount(ctx);
      const code = account.recoveryCodes[3]!;
      const first = await passwordStep(ctx, account);
      const spelled = ` ${code.toUpperCase().replace("-", " ")} `;
      expectStatus(
        await first.client.call("loginSecondFactor", { body: { challenge: first.challenge, code: spelled } }),
        200,
      );
      expect((await first.client.call("getOwnTwoFactor")).body.recoveryCodesLeft).toBe(9);
      const again = await passwordStep(ctx, account);
      expectError(
        await again.client.call("loginSecondFactor", { body: { challenge: again.challenge, code } }),
        401,
        AUTH_MESSAGES.secondFactorWrong,
      );
    },
  },
  {
    title: "two-factor sign-in: wrong codes are limited like wrong passwords (429 in Spanish)",
    covers: [["loginSecondFactor", "success"]],
    async run(ctx) {
      const account = await enrolledAccount(ctx);
      const { client, challenge } = await passwordStep(ctx, account);
      const right = await nextCode(account.secret);
      const wrong = right === "000000" ? "111111" : "000000";
      const statuses: number[] = [];
      for (let n = 0; n < 11; n += 1)
        statuses.push((await client.call("loginSecondFactor", { body: { challenge, code: wrong } })).status);
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
      expectError(
        await client.call("loginSecondFactor", { body: { challenge, code: right } }),
        429,
        MESSAGES.tooManyLogins,
      );
      // Another account's sign-in is untouched.
      const other = await enrolledAccount(ctx);
      const step = await passwordStep(ctx, other);
      expectStatus(
        await step.client.call("loginSecondFactor", {
          body: { challenge: step.challenge, code: await nextCode(other.secret) },
        }),
        200,
      );
    },
  },
  {
    title: "two-factor: another Administrador resets a user's second factor (a lost phone), never their own",
    covers: [
      ["resetUserTwoFactor", "success"],
      ["resetUserTwoFactor", "unauthenticated"],
      ["resetUserTwoFactor", "forbidden"],
      ["resetUserTwoFactor", "notFound"],
      ["resetUserTwoFactor", "validation"],
      ["resetUserTwoFactor", "conflict"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const account = await enrolledAccount(ctx);
      expectError(await ctx.anon().call("resetUserTwoFactor", { path: { id: account.id } }), 401);
      expectError(await (await ctx.vendedor()).call("resetUserTwoFactor", { path: { id: account.id } }), 403);
      expectError(await admin.call("resetUserTwoFactor", { path: { id: 999_999 } }), 404);
      expectError(await admin.call("resetUserTwoFactor", { path: { id: "uno" } }), 400);
      const me = (await admin.call("getCurrentUser")).body;
      expectError(
        await admin.call("resetUserTwoFactor", { path: { id: me.id } }),
        409,
        AUTH_MESSAGES.cannotResetOwnTwoFactor,
      );
      expectStatus(await admin.call("resetUserTwoFactor", { path: { id: account.id } }), 204);
      // The password alone signs in again, and the user may enrol a new phone.
      const client = ctx.anon();
      expectStatus(
        await client.call("login", { body: { username: account.username, password: account.password } }),
        200,
      );
      expect((await client.call("getOwnTwoFactor")).body).toMatchObject({
        enabled: false,
        recoveryCodesLeft: 0,
      });
      await enrol(client);
    },
  },
  {
    title: "'Seguridad': the two-factor switch is kept on the server and requires it of Administradores only",
    covers: [
      ["getSecuritySettings", "success"],
      ["getSecuritySettings", "unauthenticated"],
      ["updateSecuritySettings", "success"],
      ["updateSecuritySettings", "unauthenticated"],
      ["updateSecuritySettings", "forbidden"],
      ["updateSecuritySettings", "validation"],
    ],
    async run(ctx) {
      // The switch is turned off again by an Administrador with a factor: one without it is refused
      // while the switch is on.
      const admin = (await enrolledAccount(ctx, "admin")).client;
      const vendedor = await ctx.vendedor();
      expectError(await ctx.anon().call("getSecuritySettings"), 401);
      expectError(
        await ctx.anon().call("updateSecuritySettings", { body: { twoFactorForAdmins: true } }),
        401,
      );
      expectError(await vendedor.call("updateSecuritySettings", { body: { twoFactorForAdmins: true } }), 403);
      expectError(await admin.call("updateSecuritySettings", { body: { twoFactorForAdmins: "sí" } }), 400);
      expect((await admin.call("getSecuritySettings")).body).toEqual({ twoFactorForAdmins: false });
      try {
        expectStatus(await admin.call("updateSecuritySettings", { body: { twoFactorForAdmins: true } }), 200);
        expect((await vendedor.call("getSecuritySettings")).body).toEqual({ twoFactorForAdmins: true });
        expect((await admin.call("getOwnTwoFactor")).body).toMatchObject({ enabled: true, required: true });
        expect((await vendedor.call("getOwnTwoFactor")).body.required).toBe(false);
      } finally {
        await admin.call("updateSecuritySettings", { body: { twoFactorForAdmins: false } });
      }
    },
  },
  ...twoFactorRequirementScenarios,
  ...twoFactorDisableScenarios,
];
