// Usernames and passwords (issue 40): look-alike scripts refused, a username never another
// account's e-mail on any write path, guessable passwords refused counting the account's own details
// and the shop's name, a new password never the old one, and absolute-form request targets checked
// against the allowed hosts.
import { request } from "node:http";
import { expect } from "vitest";
import { AUTH_MESSAGES } from "../../../rules/auth-messages";
import { MESSAGES } from "../../../rules/messages";
import { userBody } from "../support/bodies";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario } from "../support/scenario";
import { newSignedInAccount } from "../support/two-factor";

/** A raw request whose request line is in absolute form (fetch never sends one). */
function absoluteForm(base: string, target: string) {
  const url = new URL(base);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, method: "GET", path: target, headers: { host: url.host } },
      (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

export const accountRuleScenarios: Scenario[] = [
  {
    title:
      "usernames in Cyrillic, Greek or mixed scripts are refused in Spanish, on creation and profile edit",
    covers: [
      ["createUser", "validation"],
      ["updateOwnProfile", "validation"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      for (const username of ["\u0430dmin", "vend\u0435dor", "\u0391dmin", "\u03b1\u03b2\u03b3\u03b4"]) {
        expectError(
          await admin.call("createUser", { body: { ...userBody(), username } }),
          400,
          AUTH_MESSAGES.usernameScript,
        );
      }
      const { client } = await newSignedInAccount(ctx);
      expectError(
        await client.call("updateOwnProfile", { body: { name: "Otro Nombre", username: "\u0430dmin" } }),
        400,
        AUTH_MESSAGES.usernameScript,
      );
    },
  },
  {
    title: "a profile edit cannot take another account's e-mail (in any spelling) as its username",
    covers: [["updateOwnProfile", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      const victim = userBody();
      expectStatus(await admin.call("createUser", { body: victim }), 201);
      const { client } = await newSignedInAccount(ctx);
      const email = String(victim.email);
      const fullWidth = [...email]
        .map((c) => (c >= "!" && c <= "~" ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c))
        .join("");
      for (const username of [email, email.toUpperCase(), fullWidth]) {
        expectError(
          await client.call("updateOwnProfile", { body: { name: "Intruso", username } }),
          409,
          MESSAGES.duplicateUsername,
        );
      }
      // The e-mail still signs in as its owner.
      const owner = ctx.session.anonymous();
      const signedIn = await owner.call("login", { body: { username: email, password: victim.password } });
      expectStatus(signedIn, 200);
      expect(signedIn.body.username).toBe(victim.username);
    },
  },
  {
    title: "passwords: repeats, runs, the username with digits and the shop's name are refused; new ≠ old",
    covers: [
      ["createUser", "validation"],
      ["changeUserPassword", "validation"],
      ["changeUserPassword", "success"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const settings = (await admin.call("getShopSettings")).body;
      expectStatus(
        await admin.call("updateShopSettings", { body: { ...settings, businessName: "Repuestos El Tigre" } }),
        200,
      );
      try {
        const body = userBody();
        const username = String(body.username);
        for (const password of [
          "12121212",
          "abcabcab",
          "abcdefghij",
          "qwertyuiop1",
          `${username}2024`,
          `${username.toUpperCase()}!123`,
          "Repuestos El Tigre",
          "repuestoseltigre2025",
          "usuario-de-prueba",
        ]) {
          // Some are also on the common-passwords list, which answers first.
          const res = await admin.call("createUser", { body: { ...body, password } });
          expectStatus(res, 400);
          expect([AUTH_MESSAGES.passwordGuessable, MESSAGES.passwordCommon], password).toContain(
            res.body.message,
          );
        }
        // One's own change: the new password may not be the old one, nor guessable.
        const account = await newSignedInAccount(ctx);
        const change = (newPassword: string) =>
          account.client.call("changeUserPassword", {
            path: { userId: account.id },
            body: { currentPassword: account.password, newPassword },
          });
        expectError(await change(account.password), 400, AUTH_MESSAGES.passwordSameAsOld);
        expectError(await change(`${account.username}9876`), 400, AUTH_MESSAGES.passwordGuessable);
        expectStatus(await change("Faro-Lejano-Bujia-42"), 200);
        // An Administrador's reset may not set the same password again either.
        expectError(
          await admin.call("changeUserPassword", {
            path: { userId: account.id },
            body: { newPassword: "Faro-Lejano-Bujia-42" },
          }),
          400,
          AUTH_MESSAGES.passwordSameAsOld,
        );
      } finally {
        await admin.call("updateShopSettings", { body: settings });
      }
    },
  },
  {
    title: "a request line in absolute form naming another host is refused with 421 like its Host",
    covers: [],
    only: "bff",
    async run(ctx) {
      const base = ctx.target.baseUrl;
      const port = new URL(base).port;
      for (const target of [
        "http://evil.example/api/user",
        `http://evil.example:${port}/api/user`,
        "https://evil.example/",
      ]) {
        const res = await absoluteForm(base, target);
        expect(res.status, target).toBe(421);
        expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.hostNotAllowed });
      }
      // This server's own name in absolute form is served as before.
      expect((await absoluteForm(base, `http://127.0.0.1:${port}/api/user`)).status).toBe(401);
    },
  },
];
