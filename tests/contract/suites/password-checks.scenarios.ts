// Current-password checks are throttled per account, apart from sign-in: guesses stop long before
// the 41st, and one user's burst of wrong guesses never answers another user's sign-in with 429.
import { expect } from "vitest";
import { AUTH_MESSAGES } from "../../../rules/auth-messages";
import { MESSAGES } from "../../../rules/messages";
import { userBody } from "../support/bodies";
import type { ApiClient } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import type { Scenario, ScenarioContext } from "../support/scenario";

async function signedInAccount(
  ctx: ScenarioContext,
): Promise<{ client: ApiClient; id: number; password: string; username: string }> {
  const body = userBody();
  const created = await (await ctx.admin()).call("createUser", { body });
  expectStatus(created, 201);
  const client = await ctx.session.freshLogin(String(body.username), String(body.password));
  return { client, id: created.body.id, password: String(body.password), username: String(body.username) };
}

const guess = (client: ApiClient, id: number, currentPassword: string) =>
  client.call("changeUserPassword", {
    path: { userId: id },
    body: { currentPassword, newPassword: "Otra-Clave-Nueva-77" },
  });

export const passwordCheckScenarios: Scenario[] = [
  {
    title: "current password: wrong guesses are stopped per account (429 in Spanish) long before the 41st",
    covers: [["changeUserPassword", "validation"]],
    async run(ctx) {
      const { client, id, password } = await signedInAccount(ctx);
      const statuses: number[] = [];
      for (let n = 1; n <= 40; n += 1) statuses.push((await guess(client, id, `mala-${n}`)).status);
      const firstRefusal = statuses.indexOf(429);
      expect(firstRefusal).toBeGreaterThan(0);
      expect(firstRefusal).toBeLessThan(10);
      expect(statuses.slice(0, firstRefusal).every((s) => s === 400)).toBe(true);
      // The 41st guess is right, and still refused: the window has not passed.
      expectError(await guess(client, id, password), 429, AUTH_MESSAGES.tooManyPasswordChecks);
    },
  },
  {
    title: "current password: twelve parallel wrong guesses by one user never stop another's sign-in",
    covers: [
      ["changeUserPassword", "validation"],
      ["login", "success"],
    ],
    async run(ctx) {
      const a = await signedInAccount(ctx);
      const b = userBody();
      expectStatus(await (await ctx.admin()).call("createUser", { body: b }), 201);
      const burst = Array.from({ length: 12 }, (_, n) => guess(a.client, a.id, `mala-${n}`));
      const signIn = ctx.anon().call("login", { body: { username: b.username, password: b.password } });
      const [answers, signedIn] = await Promise.all([Promise.all(burst), signIn]);
      expectStatus(signedIn, 200);
      for (const answer of answers) {
        expect([400, 429]).toContain(answer.status);
        expect(answer.body.message).toBe(
          answer.status === 400 ? MESSAGES.currentPasswordWrong : AUTH_MESSAGES.tooManyPasswordChecks,
        );
      }
      // Sign-in of the guessing account itself is not slowed by its wrong current passwords.
      expectStatus(
        await ctx.anon().call("login", { body: { username: a.username, password: a.password } }),
        200,
      );
    },
  },
];
