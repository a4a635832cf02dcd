// Accounts with a second factor for the contract tests: created by the admin, enrolled with a code
// computed here as a phone would, and signed in through both steps.
import { expect } from "vitest";
import { totpCode } from "../../../rules/totp";
import { userBody } from "./bodies";
import type { ApiClient } from "./client";
import type { ScenarioContext } from "./scenario";

export interface EnrolledAccount {
  id: number;
  username: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
  client: ApiClient;
}

/** A code of a step after the ones already used (enrolment used the current one). */
export const nextCode = (secret: string, stepsAhead = 1) =>
  totpCode(secret, Date.now() + stepsAhead * 30_000);

/** A new account of the role, signed in on its own client (password only: no factor yet). */
export async function newSignedInAccount(ctx: ScenarioContext, role: "admin" | "sales" = "sales") {
  const body = userBody(role);
  const created = await (await ctx.admin()).call("createUser", { body });
  expect(created.status).toBe(201);
  const client = await ctx.session.freshLogin(String(body.username), String(body.password));
  return {
    id: created.body.id as number,
    username: String(body.username),
    password: String(body.password),
    client,
  };
}

/** Starts and confirms enrolment on a signed-in client; answers the secret and recovery codes. */
export async function enrol(client: ApiClient): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await client.call("startTwoFactorEnrolment");
  expect(started.status).toBe(200);
  const secret = String(started.body.secret);
  const confirmed = await client.call("confirmTwoFactor", { body: { code: await totpCode(secret) } });
  expect(confirmed.status, confirmed.text).toBe(200);
  return { secret, recoveryCodes: confirmed.body.recoveryCodes as string[] };
}

export async function enrolledAccount(
  ctx: ScenarioContext,
  role: "admin" | "sales" = "sales",
): Promise<EnrolledAccount> {
  const account = await newSignedInAccount(ctx, role);
  return { ...account, ...(await enrol(account.client)) };
}

/** The first step of a sign-in of an enrolled account: a fresh client and its challenge. */
export async function passwordStep(ctx: ScenarioContext, account: { username: string; password: string }) {
  const client = ctx.session.anonymous(account.username);
  const res = await client.call("login", {
    body: { username: account.username, password: account.password },
  });
  expect(res.status, res.text).toBe(202);
  return { client, challenge: String(res.body.challenge) };
}
