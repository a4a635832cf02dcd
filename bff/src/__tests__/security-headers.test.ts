// Every answer carries the same security headers: API answers, errors and the app's pages alike.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, type TestApp } from "./test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const EXPECTED_CSP =
  "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
  "font-src 'self' data:;connect-src 'self';object-src 'none';base-uri 'self';form-action 'self';" +
  "frame-ancestors 'none'";

describe("security headers", () => {
  it("are on a signed-in API answer, a refused one and an unknown address", async () => {
    const cookie = await login(t.app, "admin", "admin123");
    const answers = await Promise.all([
      t.app.inject({ method: "GET", url: "/api/products?limit=1", headers: { cookie } }),
      t.app.inject({ method: "GET", url: "/api/user" }),
      t.app.inject({ method: "GET", url: "/api/no-such-thing", headers: { cookie } }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404]);
    for (const answer of answers) {
      expect(answer.headers["content-security-policy"]).toBe(EXPECTED_CSP);
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(answer.headers["referrer-policy"]).toBe("no-referrer");
      expect(answer.headers["cross-origin-opener-policy"]).toBe("same-origin");
      // A shop's LAN install often has no HTTPS: no HSTS, no upgrade of its requests.
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
      expect(answer.headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
    }
  });
});
