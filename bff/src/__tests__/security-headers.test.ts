// Every answer carries the same security headers: API answers, errors and the app's pages alike.
// The policy allows the build's own inline scripts by their hashes, and no other inline script.
import { createHash } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "../plugins/inline-scripts";
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

describe("the build's inline scripts", () => {
  const BOOT = 'try{document.documentElement.dataset.theme="dark"}catch(e){}';
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

  it("are allowed by the hash of their text, and only they", async () => {
    const dist = await mkdtemp(join(tmpdir(), "bff-inline-scripts-"));
    await writeFile(
      join(dist, "index.html"),
      `<!doctype html><html><head><script type="module" src="/assets/app.js"></script>` +
        `<script>${BOOT}</script></head><body><div id="root"></div></body></html>`,
    );
    const withBuild = await createTestApp({ frontendDist: dist });
    try {
      const page = await withBuild.app.inject({
        method: "GET",
        url: "/auth",
        headers: { accept: "text/html" },
      });
      expect(page.statusCode).toBe(200);
      const policy = page.headers["content-security-policy"] as string;
      const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src"));
      expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha256(BOOT)}`);
    } finally {
      await withBuild.close();
      await rm(dist, { recursive: true, force: true });
    }
  });

  it("are found whatever their attributes; scripts with a src and empty ones are not inline code", () => {
    const html =
      `<script type="module" crossorigin src="/a.js"></script><script>a()</script>` +
      `<script nonce="x" >b()</script><script></script><SCRIPT>c()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("b()"), sha256("c()")]);
  });
});
