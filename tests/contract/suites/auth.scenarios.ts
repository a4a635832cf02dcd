// Sign-in, session and request-origin scenarios.
import { expect } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { authScenarios } from "../support/auth-scenarios";
import { expectError, expectStatus, unique } from "../support/expectations";
import { userBody } from "../support/bodies";
import { runScenarios, type Scenario } from "../support/scenario";
import type { Target } from "../support/target";

export const authScenarioList: Scenario[] = [
  {
    title: "getCurrentUser: the session's user, without any password field",
    covers: [["getCurrentUser", "success"]],
    async run(ctx) {
      const res = await (await ctx.vendedor()).call("getCurrentUser");
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ username: "vendedor", role: "sales", active: true });
      expect(res.text).not.toMatch(/password|hash/i);
    },
  },
  {
    title: "login: by username and by email; sets an HttpOnly session cookie",
    covers: [["login", "success"]],
    async run(ctx) {
      const byName = ctx.anon();
      const res = await byName.call("login", { body: { username: "admin", password: "admin123" } });
      expectStatus(res, 200);
      expect(res.body).toMatchObject({ username: "admin", role: "admin", email: "admin@repuestos.local" });
      if (ctx.target.name === "bff") {
        const cookie = res.headers.getSetCookie().find((c) => c.startsWith("sid="));
        expect(cookie, "sid cookie").toBeDefined();
        expect(cookie).toMatch(/HttpOnly/i);
        expect(cookie).toMatch(/SameSite=Lax/i);
      }
      expectStatus(await byName.call("getCurrentUser"), 200);
      const byEmail = ctx.anon();
      const res2 = await byEmail.call("login", {
        body: { username: "vendedor@repuestos.local", password: "vendedor123" },
      });
      expectStatus(res2, 200);
      expect(res2.body.username).toBe("vendedor");
    },
  },
  {
    title: "login: missing or empty fields → 400 in Spanish",
    covers: [["login", "validation"]],
    async run(ctx) {
      expectError(await ctx.anon().call("login", { body: {} }), 400);
      expectError(await ctx.anon().call("login", { body: { username: "admin", password: "" } }), 400);
      expectError(await ctx.anon().call("login", { rawBody: "{not json" }), 400);
    },
  },
  {
    title: "login: wrong password → 401 and no session",
    covers: [["login", "unauthenticated"]],
    async run(ctx) {
      const client = ctx.anon();
      expectError(
        await client.call("login", { body: { username: "vendedor", password: "mala-clave" } }),
        401,
        MESSAGES.badCredentials,
      );
      expectError(await client.call("getCurrentUser"), 401, MESSAGES.notAuthenticated);
    },
  },
  {
    title: "logout: ends the session (the old cookie stops working); without a session still 204",
    covers: [["logout", "success"]],
    async run(ctx) {
      const client = await ctx.session.freshLogin("vendedor", "vendedor123");
      const oldCookies = new Map(client.cookies);
      expectStatus(await client.call("logout"), 204);
      expectError(await client.call("getCurrentUser"), 401);
      const replay = ctx.anon();
      replay.setCookies(oldCookies);
      expectError(await replay.call("getCurrentUser"), 401, MESSAGES.notAuthenticated);
      expectStatus(await ctx.anon().call("logout"), 204);
    },
  },
  {
    title: "register: admin creates an account that can sign in; no password in the answer",
    covers: [["register", "success"]],
    async run(ctx) {
      const body = userBody("sales");
      const res = await (await ctx.admin()).call("register", { body });
      expectStatus(res, 201);
      expect(res.body).toMatchObject({ username: body.username, role: "sales", active: true });
      expect(res.text).not.toMatch(/password|hash/i);
      await ctx.session.freshLogin(String(body.username), String(body.password));
    },
  },
  {
    title: "register: short password, bad email, bad role → 400",
    covers: [["register", "validation"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(await admin.call("register", { body: { ...userBody(), password: "corta" } }), 400);
      expectError(await admin.call("register", { body: { ...userBody(), email: "no-es-correo" } }), 400);
      expectError(await admin.call("register", { body: { ...userBody(), role: "root" } }), 400);
    },
  },
  {
    title: "register: username taken (any case) → 409",
    covers: [["register", "conflict"]],
    async run(ctx) {
      const admin = await ctx.admin();
      expectError(
        await admin.call("register", { body: { ...userBody(), username: "VENDEDOR" } }),
        409,
        MESSAGES.duplicateUsername,
      );
    },
  },
  {
    title:
      "cross-origin: a mutating request with a foreign Origin or Sec-Fetch-Site cross-site → 403, nothing created; same origin allowed",
    covers: [
      ["createCategory", "forbidden"],
      ["login", "forbidden"],
    ],
    async run(ctx) {
      const admin = await ctx.admin();
      const name = unique("Origen ajeno");
      const res = await admin.call("createCategory", {
        body: { name },
        headers: { origin: "https://evil.example" },
      });
      expectError(res, 403, MESSAGES.forbiddenOrigin);
      const list = await admin.call("listCategories");
      expect(list.body.map((c: { name: string }) => c.name)).not.toContain(name);
      const login = await ctx.anon().call("login", {
        body: { username: "admin", password: "admin123" },
        headers: { origin: "https://evil.example" },
      });
      expectError(login, 403, MESSAGES.forbiddenOrigin);
      const fetchMeta = await admin.call("createCategory", {
        body: { name },
        headers: { "sec-fetch-site": "cross-site" },
      });
      expectError(fetchMeta, 403, MESSAGES.forbiddenOrigin);
      const sameOrigin = new URL(ctx.target.baseUrl).origin;
      if (ctx.target.name === "bff") {
        const ok = await admin.call("createCategory", {
          body: { name: unique("Mismo origen") },
          headers: { origin: sameOrigin },
        });
        expectStatus(ok, 201);
      }
    },
  },
  {
    title: "login: rate limit → 429 in Spanish after 10 attempts for one username",
    covers: [],
    async run(ctx) {
      const client = ctx.anon();
      const username = unique("intruso").replace(" ", "");
      for (let i = 0; i < 10; i += 1) {
        expectError(await client.call("login", { body: { username, password: "x" } }), 401);
      }
      expectError(
        await client.call("login", { body: { username, password: "x" } }),
        429,
        MESSAGES.tooManyLogins,
      );
      // Another username from the same address is not locked out.
      expectStatus(
        await ctx.anon().call("login", { body: { username: "vendedor", password: "vendedor123" } }),
        200,
      );
    },
  },
  {
    title: "sessions survive a BFF restart",
    covers: [["getCurrentUser", "success"]],
    only: "bff",
    async run(ctx) {
      const client = await ctx.session.freshLogin("vendedor", "vendedor123");
      await ctx.target.restart!();
      const res = await client.call("getCurrentUser");
      expectStatus(res, 200);
      expect(res.body.username).toBe("vendedor");
    },
  },
  ...authScenarios("auth"),
];

export function defineAuthSuite(target: Target): void {
  runScenarios(target, "auth", authScenarioList);
}
