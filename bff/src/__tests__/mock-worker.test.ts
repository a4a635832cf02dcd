// The production build never carries MSW's service worker, and the BFF never serves one, even
// from a build made before that rule.
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropMockWorker } from "../../../build/vite-drop-mock-worker";
import { createTestApp, type TestApp } from "./test-app";

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "dist-"));
  await writeFile(join(dist, "index.html"), "<!doctype html><title>App</title>");
  await writeFile(join(dist, "mockServiceWorker.js"), "self.addEventListener('fetch', () => {});");
  t = await createTestApp({ frontendDist: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

describe("mock service worker", () => {
  it("is not served from a build that still has it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/mockServiceWorker.js" });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain("addEventListener");
    expect((await t.app.inject({ method: "GET", url: "/index.html" })).statusCode).toBe(200);
  });

  it("is removed from the build output with its compressed twins", async () => {
    const out = await mkdtemp(join(tmpdir(), "out-"));
    for (const name of [
      "mockServiceWorker.js",
      "mockServiceWorker.js.br",
      "mockServiceWorker.js.gz",
      "app.js",
    ])
      await writeFile(join(out, name), "x");
    await dropMockWorker(out);
    expect(await readdir(out)).toEqual(["app.js"]);
    await rm(out, { recursive: true, force: true });
  });
});
