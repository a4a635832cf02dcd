// Turning one's own second factor off in 'Mi Perfil': the current password and a code (of the app or
// a recovery code) are both needed, wrong ones are refused in Spanish and limited like current-password
// checks, and an Administrador cannot while 'Seguridad' requires a second factor of Administradores.
import { expect } from "vitest";
import { AUTH_MESSAGES } from "../../../rules/auth-messages";
import { MESSAGES } from "../../../rules/messages";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import { enrolledAccount, nextCode } from "../support/two-factor";

const wrongCode = async (secret: string) => ((await nextCode(secret)) === "000000" ? "111111" : "000000");

export const twoFactorDisableScenarios: Scenario[] = [
  {
    title:
      "two-factor: one's own factor goes off with the current password and a code, then signs in with the password",
    covers: [
      ["disableOwnTwoFactor", "success"],
      ["disableOwnTwoFactor", "unauthenticated"],
      ["disableOwnTwoFactor", "validation"],
      ["disableOwnTwoFactor", "conflict"],
    ],
    async run(ctx) {
      expectError(
        await ctx.anon().call("disableOwnTwoFactor", { body: { currentPassword: "x", code: "123456" } }),
        401,
      );
      const account = await enrolledAccount(ctx);
      const { client } = account;
      expectError(
        await client.call("disableOwnTwoFactor", { body: { currentPassword: account.password } }),
        400,
      );
      expectError(
        await client.call("disableOwnTwoFactor", {
          body: { currentPassword: "no-es-la-clave", code: await nextCode(account.secret) },
        }),
        400,
        MESSAGES.currentPasswordWrong,
      );
      expectError(
        await client.call("disableOwnTwoFactor", {
          body: { currentPassword: account.password, code: await wrongCode(account.secret) },
        }),
        400,
        AUTH_MESSAGES.secondFactorWrong,
      );
      expect((await client.call("getOwnTwoFactor")).body.enabled).toBe(true);
      expectStatus(
        await client.call("disableOwnTwoFactor", {
          body: { currentPassword: account.password, code: await nextCode(account.secret) },
        }),
        204,
      );
      expect((await client.call("getOwnTwoFactor")).body).toEqual({
        enabled: false,
        required: false,
        recoveryCodesLeft: 0,
      });
      expectError(
        await client.call("disableOwnTwoFactor", {
          body: { currentPassword: account.password, code: account.recoveryCodes[0]! },
        }),
        409,
        AUTH_MESSAGES.twoFactorNotOn,
      );
      // The password alone signs in again (200, no challenge).
      const fresh = ctx.anon();
      expectStatus(
        await fresh.call("login", { body: { username: account.username, password: account.password } }),
        200,
      );
    },
  },
  {
    title:
      "two-factor: a recovery code also turns it off; wrong codes behind a right password are limited (429)",
    covers: [["disableOwnTwoFactor", "success"]],
    async run(ctx) {
      const account = await enrolledAccount(ctx);
      const { client } = account;
      const wrong = { currentPassword: account.password, code: await wrongCode(account.secret) };
      const statuses: number[] = [];
      for (let n = 0; n < 6; n += 1)
        statuses.push((await client.call("disableOwnTwoFactor", { body: wrong })).status);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
      expectError(
        await client.call("disableOwnTwoFactor", {
          body: { currentPassword: account.password, code: account.recoveryCodes[0]! },
        }),
        429,
        AUTH_MESSAGES.tooManyPasswordChecks,
      );
      // Another account is untouched, and turns its own off with a recovery code.
      const other = await enrolledAccount(ctx);
      expectStatus(
        await other.client.call("disableOwnTwoFactor", {
          body: { currentPassword: other.password, code: other.recoveryCodes[2]! },
        }),
        204,
      );
      expect((await other.client.call("getOwnTwoFactor")).body.enabled).toBe(false);
    },
  },
  {
    title: "two-factor: an Administrador cannot turn their own off while 'Seguridad' requires it",
    covers: [
      ["disableOwnTwoFactor", "forbidden"],
      ["disableOwnTwoFactor", "success"],
    ],
    async run(ctx) {
      const admin = await enrolledAccount(ctx, "admin");
      // Created first: the demo admin that creates accounts has no factor, so the switch stops it.
      const seller = await enrolledAccount(ctx);
      const body = async () => ({ currentPassword: admin.password, code: await nextCode(admin.secret) });
      expectStatus(
        await admin.client.call("updateSecuritySettings", { body: { twoFactorForAdmins: true } }),
        200,
      );
      try {
        expectError(
          await admin.client.call("disableOwnTwoFactor", { body: await body() }),
          403,
          AUTH_MESSAGES.twoFactorRequiredCannotDisable,
        );
        expect((await admin.client.call("getOwnTwoFactor")).body.enabled).toBe(true);
        // A Vendedor is not bound by it.
        expectStatus(
          await seller.client.call("disableOwnTwoFactor", {
            body: { currentPassword: seller.password, code: seller.recoveryCodes[0]! },
          }),
          204,
        );
      } finally {
        await admin.client.call("updateSecuritySettings", { body: { twoFactorForAdmins: false } });
      }
      expectStatus(await admin.client.call("disableOwnTwoFactor", { body: await body() }), 204);
    },
  },
];
