// Sign-in floods against the BFF: a client cannot pick its own address through X-Forwarded-For
// (TRUST_PROXY is a hop count or a list of proxy addresses), and a flood of sign-ins neither runs
// more than HASH_CONCURRENCY hashes at once nor stalls the database for everyone else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HASH_CONCURRENCY, hashLoad } from "../security/hash-pool";
import { trustProxySetting } from "../security/trust-proxy";
import { ADMIN, as, createTestApp, login, type TestApp } from "./test-app";

// The flood below measures what real hashes do: the production cost, not the test runner's cheaper
// one (vitest.config.ts). The demo accounts are hashed cheaply first (they are only the reader's
// sign-in); the costly one is the hash unknown usernames are checked against, made afterwards.
const TEST_COST = process.env.PASSWORD_HASH_COST;

const wrongLogin = (t: TestApp, username: string, remoteAddress = "127.0.0.1") =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username, password: "mala-clave" },
    remoteAddress,
  });

/** A malformed attempt (no password): counted against the address, without any hashing. */
const malformedLogin = (t: TestApp, username: string, forwardedFor?: string) =>
  t.app.inject({
    method: "POST",
    url: "/api/login",
    payload: { username },
    remoteAddress: "127.0.0.1",
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

// No accounts, so building the app hashes no demo passwords.
const EMPTY = { seed: "none" } as const;

describe("TRUST_PROXY", () => {
  it("reads hop counts and address lists, never 'trust every header'", () => {
    expect(trustProxySetting(undefined)).toBe(false);
    expect(trustProxySetting("")).toBe(false);
    expect(trustProxySetting("0")).toBe(false);
    const one = trustProxySetting("true") as (address: string, hop: number) => boolean;
    expect([one("x", 0), one("x", 1)]).toEqual([true, false]);
    const two = trustProxySetting(2) as (address: string, hop: number) => boolean;
    expect([two("x", 1), two("x", 2)]).toEqual([true, false]);
    expect(trustProxySetting("10.0.0.2, 10.1.0.0/16")).toEqual(["10.0.0.2", "10.1.0.0/16"]);
    expect(() => trustProxySetting("*")).toThrow(/TRUST_PROXY/);
    expect(() => trustProxySetting("99")).toThrow(/TRUST_PROXY/);
  });

  for (const [label, trustProxy] of [
    ["one hop", "1"],
    ["the proxy's address", "127.0.0.1"],
  ] as const) {
    it(`with ${label}, varying X-Forwarded-For does not escape the per-address limit`, async () => {
      const t = await createTestApp({
        ...EMPTY,
        trustProxy,
        loginRateLimit: { max: 100, timeWindowMs: 60_000, perAddressMax: 3 },
      });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 4; i += 1) {
          // The client forges the first entries; the proxy appends the address it saw.
          const response = await malformedLogin(t, `nadie${i}`, `10.9.${i}.1, 203.0.113.7`);
          statuses.push(response.statusCode);
        }
        expect(statuses).toEqual([400, 400, 400, 429]);
        // Another real client behind the same proxy is not locked out.
        expect((await malformedLogin(t, "otro", "10.9.9.9, 198.51.100.4")).statusCode).toBe(400);
      } finally {
        await t.close();
      }
    });
  }

  it("without a proxy the header is ignored: the socket's address counts", async () => {
    const t = await createTestApp({
      ...EMPTY,
      loginRateLimit: { max: 100, timeWindowMs: 60_000, perAddressMax: 2 },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push((await malformedLogin(t, `x${i}`, `10.0.0.${i}`)).statusCode);
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});

describe("a flood of sign-ins", () => {
  let t: TestApp;
  let reader = "";
  beforeAll(async () => {
    t = await createTestApp({
      loginRateLimit: { max: 1000, timeWindowMs: 60_000, perAddressMax: 1000, inFlightPerAddress: 2 },
    });
    reader = await login(t.app, ...ADMIN);
    process.env.PASSWORD_HASH_COST = "17";
  });
  afterAll(async () => {
    if (TEST_COST === undefined) delete process.env.PASSWORD_HASH_COST;
    else process.env.PASSWORD_HASH_COST = TEST_COST;
    await t.close();
  });

  it("lets one address have at most two attempts in flight; the rest are refused at once", async () => {
    const burst = await Promise.all(
      Array.from({ length: 5 }, (_, i) => wrongLogin(t, `rafaga${i}`, "192.0.2.9")),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([401, 401, 429, 429, 429]);
    expect((await wrongLogin(t, "despues", "192.0.2.9")).statusCode).toBe(401);
  }, 30_000);

  it("hashes at most HASH_CONCURRENCY passwords at once and keeps reads fast", async () => {
    const cookie = reader;
    let flooding = true;
    let peak = 0;
    const loops = Array.from({ length: 6 }, async (_, n) => {
      for (let i = 0; flooding; i += 1) {
        // Many clients (one in-flight attempt each is allowed) so the hasher's line really forms.
        await wrongLogin(t, `intruso${n}-${i}`, `10.0.0.${n + 1}`);
        peak = Math.max(peak, hashLoad().running);
      }
    });
    // Let the line of hashes form before measuring.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const timings: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const started = performance.now();
      const response = await t.app.inject(as(cookie, { method: "GET", url: "/api/products?limit=20" }));
      timings.push(performance.now() - started);
      expect(response.statusCode).toBe(200);
      peak = Math.max(peak, hashLoad().running);
    }
    flooding = false;
    await Promise.all(loops);
    timings.sort((a, b) => a - b);
    const median = timings[Math.floor(timings.length / 2)]!;
    console.info(`GET /api/products during 6 sign-in loops: median ${median.toFixed(0)} ms`);
    expect(peak).toBeLessThanOrEqual(HASH_CONCURRENCY);
    // The bound on hashing is the guard above; this only says reads are not stuck behind the line
    // of hashes (seconds each in the probe). Loose: the test machine runs other files too.
    expect(median).toBeLessThan(1_000);
  }, 60_000);
});
