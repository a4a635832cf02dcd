import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../rules/messages";
import { buildApp } from "../app";
import { ADMIN, SELLER, SELLER2, as, createTestApp, login, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginRateLimit: { max: 3, timeWindowMs: 60_000 } });
});
afterAll(() => t.close());

describe("sign-in and sessions", () => {
  it("answers 401 with a Spanish message without a session", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/user" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notAuthenticated });
  });

  it("signs in by username or email in any case and sets an HttpOnly, SameSite=Lax cookie named sid", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "ADMIN@repuestos.local", password: ADMIN[1] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: "admin", role: "admin" });
    expect(response.json()).not.toHaveProperty("password_hash");
    const cookie = String(response.headers["set-cookie"]);
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("refuses a wrong password with 401", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: "vendedor2", password: "nope-nope" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.badCredentials });
  });

  it("does not write the session again on plain reads (rolling: false)", async () => {
    const cookie = await login(t.app, ...SELLER);
    const response = await t.app.inject(as(cookie, { method: "GET", url: "/api/user" }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("ends the session at logout", async () => {
    const cookie = await login(t.app, ...SELLER);
    const out = await t.app.inject(as(cookie, { method: "POST", url: "/api/logout" }));
    expect(out.statusCode).toBe(204);
    const after = await t.app.inject(as(cookie, { method: "GET", url: "/api/user" }));
    expect(after.statusCode).toBe(401);
  });

  it("refuses mutating requests from another origin", async () => {
    const cookie = await login(t.app, ...ADMIN);
    const foreign = await t.app.inject(
      as(cookie, {
        method: "POST",
        url: "/api/categories",
        payload: { name: "Ajena" },
        headers: { origin: "https://evil.example" },
      }),
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual({ message: MESSAGES.forbiddenOrigin });
    const crossSite = await t.app.inject(
      as(cookie, {
        method: "DELETE",
        url: "/api/categories/10",
        headers: { "sec-fetch-site": "cross-site" },
      }),
    );
    expect(crossSite.statusCode).toBe(403);
    const list = await t.app.inject(as(cookie, { method: "GET", url: "/api/categories" }));
    expect(list.json().map((c: { name: string }) => c.name)).not.toContain("Ajena");
  });

  it("ends a blocked user's sessions at once and refuses their sign-in", async () => {
    const admin = await login(t.app, ...ADMIN);
    const seller = await login(t.app, ...SELLER2);
    const users = (await t.app.inject(as(admin, { method: "GET", url: "/api/users" }))).json();
    const target = users.find((u: { username: string }) => u.username === "vendedor2");
    const blocked = await t.app.inject(
      as(admin, { method: "PATCH", url: `/api/users/${target.id}/toggle-active` }),
    );
    expect(blocked.json()).toMatchObject({ active: false });
    expect((await t.app.inject(as(seller, { method: "GET", url: "/api/user" }))).statusCode).toBe(401);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/login",
      payload: { username: SELLER2[0], password: SELLER2[1] },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ message: MESSAGES.userBlocked });
    await t.app.inject(as(admin, { method: "PATCH", url: `/api/users/${target.id}/toggle-active` }));
  });

  it("limits sign-in attempts per address and username with a Spanish 429", async () => {
    const attempt = () =>
      t.app.inject({ method: "POST", url: "/api/login", payload: { username: "Nadie", password: "x" } });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt();
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyLogins });
  });
});

describe("restart", () => {
  it("keeps sessions and data across a restart on the same file, without reseeding", async () => {
    const cookie = await login(t.app, ...ADMIN);
    await t.app.inject(
      as(cookie, { method: "POST", url: "/api/categories", payload: { name: "Persistente" } }),
    );
    const second = await buildApp({ ...t.options, seed: "demo" });
    try {
      const me = await second.inject(as(cookie, { method: "GET", url: "/api/user" }));
      expect(me.statusCode).toBe(200);
      const names = (await second.inject(as(cookie, { method: "GET", url: "/api/categories" }))).json();
      expect(names.filter((c: { name: string }) => c.name === "Persistente")).toHaveLength(1);
      expect(names.filter((c: { name: string }) => c.name === "Frenos")).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
