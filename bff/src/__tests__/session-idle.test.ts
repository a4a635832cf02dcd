// Sessions end after SESSION_IDLE_MINUTES without use (default 480) as well as at their absolute
// end; use is recorded at most once a minute; the sweep deletes ended sessions.
import type { Knex } from "knex";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KnexSessionStore, sessionIdleMs } from "../store/knex-session-store";
import { ADMIN, SELLER, as, createTestApp, login, type TestApp } from "./test-app";

let t: TestApp;
let other: Knex;
beforeAll(async () => {
  t = await createTestApp();
  other = t.connect();
});
afterAll(() => t.close());

const IDLE = sessionIdleMs();

describe("session idle timeout", () => {
  it("defaults to 480 minutes and reads SESSION_IDLE_MINUTES", () => {
    expect(IDLE).toBe(480 * 60_000);
    expect(sessionIdleMs("15")).toBe(15 * 60_000);
    expect(sessionIdleMs("nada")).toBe(480 * 60_000);
  });

  it("ends a session unused for longer than the idle time; a recently used one goes on", async () => {
    const idle = await login(t.app, ...SELLER);
    const busy = await login(t.app, ...ADMIN);
    const rows = (await other("sessions").orderBy("last_seen_at", "desc").limit(2)) as Array<{
      sid: string;
      user_id: number;
    }>;
    const sellerId = (await other("users").where({ username: "vendedor" }).first("id")).id as number;
    const idleSid = rows.find((r) => r.user_id === sellerId)!.sid;
    const busySid = rows.find((r) => r.user_id !== sellerId)!.sid;
    await other("sessions")
      .where({ sid: idleSid })
      .update({ last_seen_at: Date.now() - IDLE - 60_000 });
    await other("sessions")
      .where({ sid: busySid })
      .update({ last_seen_at: Date.now() - IDLE + 120_000 });
    expect((await t.app.inject(as(idle, { method: "GET", url: "/api/user" }))).statusCode).toBe(401);
    expect((await t.app.inject(as(busy, { method: "GET", url: "/api/user" }))).statusCode).toBe(200);
    // The use was recorded: the session is far from idle now.
    const seen = (await other("sessions").where({ sid: busySid }).first("last_seen_at")).last_seen_at;
    expect(Date.now() - Number(seen)).toBeLessThan(60_000);
  });

  it("the sweep deletes sessions past their end or idle, and keeps live ones", async () => {
    await login(t.app, ...SELLER);
    const now = Date.now();
    await other("sessions").insert([
      { sid: "vencida", user_id: 1, expires_at: now - 1, last_seen_at: now - 1000, data: "{}" },
      { sid: "inactiva", user_id: 1, expires_at: now + 3_600_000, last_seen_at: now - IDLE - 1, data: "{}" },
    ]);
    const before = Number((await other("sessions").count<{ n: number }[]>("* as n"))[0]!.n);
    await new KnexSessionStore(other).purgeExpired();
    const left = (await other("sessions").pluck("sid")) as string[];
    expect(left).not.toContain("vencida");
    expect(left).not.toContain("inactiva");
    expect(left.length).toBe(before - 2);
  });
});
