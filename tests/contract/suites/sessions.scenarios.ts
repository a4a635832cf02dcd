// One's own active sessions ('Mi Perfil'): listed, the caller's marked current, and all the others
// ended at once. Each scenario signs in a throwaway account, so the shared demo clients keep theirs.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { userBody } from "../support/bodies";
import type { ApiClient, Json } from "../support/client";
import { expectError, expectStatus } from "../support/expectations";
import { runScenarios, type Scenario, type ScenarioContext } from "../support/scenario";
import type { Target } from "../support/target";

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0";

/** A new account of `role`, and a client signed in as it from the given browser. */
async function newAccount(ctx: ScenarioContext, role: "admin" | "sales" = "sales") {
  const body = userBody(role);
  expectStatus(await (await ctx.admin()).call("createUser", { body }), 201);
  const signIn = async (userAgent: string): Promise<ApiClient> => {
    const client = ctx.anon();
    const res = await client.call("login", {
      body: { username: body.username, password: body.password },
      headers: { "user-agent": userAgent },
    });
    expectStatus(res, 200);
    return client;
  };
  return { body, signIn };
}

async function sessionsOf(client: ApiClient): Promise<Json[]> {
  const res = await client.call("listOwnSessions");
  expectStatus(res, 200);
  return res.body as Json[];
}

export const sessionsScenarioList: Scenario[] = [
  {
    title:
      "listOwnSessions: both sign-ins of one account, the caller's first and current; ids are not cookies",
    covers: [["listOwnSessions", "success"]],
    async run(ctx) {
      const account = await newAccount(ctx);
      const first = await account.signIn(CHROME_LINUX);
      const second = await account.signIn(FIREFOX_WINDOWS);
      const fromFirst = await sessionsOf(first);
      expect(fromFirst).toHaveLength(2);
      expect(fromFirst[0]).toMatchObject({ current: true, device: "Chrome en Linux" });
      expect(fromFirst[1]).toMatchObject({ current: false, device: "Firefox en Windows" });
      const fromSecond = await sessionsOf(second);
      expect(fromSecond[0]).toMatchObject({ current: true, device: "Firefox en Windows" });
      expect(new Set(fromSecond.map((s) => s.id))).toEqual(new Set(fromFirst.map((s) => s.id)));
      for (const session of fromFirst) {
        expect(Date.parse(session.createdAt)).toBeLessThanOrEqual(Date.parse(session.lastSeenAt));
        expect(Date.now() - Date.parse(session.createdAt)).toBeLessThan(10 * 60_000);
        // The handle shares nothing with either cookie's session id, nor they with it.
        for (const client of [first, second]) {
          const cookie = decodeURIComponent(client.cookies.get("sid") ?? "");
          const sid = cookie.replace(/^s:/, "").replace(/\.[^.]*$/, "");
          expect(sid.length).toBeGreaterThan(20);
          expect(cookie).not.toContain(session.id);
          expect(session.id).not.toContain(sid);
        }
      }
      expect(JSON.stringify(fromFirst)).not.toMatch(/sid|token|user_?id/i);
      // A session that signed out is no longer listed.
      expectStatus(await second.call("logout"), 204);
      expect((await sessionsOf(first)).map((s) => s.current)).toEqual([true]);
    },
  },
  {
    title: "listOwnSessions: a Vendedor and an Administrador each see only their own sessions",
    covers: [["listOwnSessions", "success"]],
    async run(ctx) {
      const seller = await newAccount(ctx, "sales");
      const admin = await newAccount(ctx, "admin");
      const sellerClient = await seller.signIn(CHROME_LINUX);
      const adminClients = [await admin.signIn(FIREFOX_WINDOWS), await admin.signIn(FIREFOX_WINDOWS)];
      const sellerIds = (await sessionsOf(sellerClient)).map((s) => s.id);
      const adminIds = (await sessionsOf(adminClients[0]!)).map((s) => s.id);
      expect(sellerIds).toHaveLength(1);
      expect(adminIds).toHaveLength(2);
      expect(adminIds.filter((id) => sellerIds.includes(id))).toEqual([]);
      // The shared demo admin sees none of them either.
      const demoAdminIds = (await sessionsOf(await ctx.admin())).map((s) => s.id);
      expect(demoAdminIds.filter((id) => [...sellerIds, ...adminIds].includes(id))).toEqual([]);
    },
  },
  {
    title:
      "endOtherSessions: 204; the caller's other sessions are signed out, this one and other accounts' go on",
    covers: [["endOtherSessions", "success"]],
    async run(ctx) {
      const account = await newAccount(ctx);
      const here = await account.signIn(CHROME_LINUX);
      const elsewhere = [await account.signIn(FIREFOX_WINDOWS), await account.signIn(CHROME_LINUX)];
      const bystander = await (await newAccount(ctx)).signIn(CHROME_LINUX);
      const res = await here.call("endOtherSessions");
      expectStatus(res, 204);
      expect(res.text).toBe("");
      for (const other of elsewhere)
        expectError(await other.call("getCurrentUser"), 401, MESSAGES.notAuthenticated);
      expectStatus(await here.call("getCurrentUser"), 200);
      expect(await sessionsOf(here)).toEqual([expect.objectContaining({ current: true })]);
      expectStatus(await bystander.call("getCurrentUser"), 200);
      // Nothing else to end: still 204.
      expectStatus(await here.call("endOtherSessions"), 204);
    },
  },
  {
    title: "endOtherSessions: signed out → 401 and nobody's sessions end",
    covers: [["endOtherSessions", "unauthenticated"]],
    async run(ctx) {
      const account = await newAccount(ctx);
      const client = await account.signIn(CHROME_LINUX);
      expectError(await ctx.anon().call("endOtherSessions"), 401, MESSAGES.notAuthenticated);
      expectError(await ctx.anon().call("listOwnSessions"), 401, MESSAGES.notAuthenticated);
      expectStatus(await client.call("getCurrentUser"), 200);
    },
  },
];

export function defineSessionsSuite(target: Target): void {
  runScenarios(target, "sessions", sessionsScenarioList);
}
