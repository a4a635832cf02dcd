// Compressed, cached answers: the build's files with their precompressed twins, the app page and
// the API's JSON, as a browser that accepts brotli, only gzip, or nothing would get them.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDirectory } from "../../../build/vite-precompress";
import { ADMIN, as, createTestApp, login, type TestApp } from "./test-app";

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palabra ${i}`))};\n`;
const PAGE = `<!doctype html><html lang="es"><head><title>WolfTracker</title>${"<!-- relleno -->".repeat(100)}</head><body><div id="root"></div></body></html>`;

let dist = "";
let test: TestApp;
let cookie = "";
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "bff-dist-"));
  await mkdir(join(dist, "assets"));
  await writeFile(join(dist, "assets", "index-Ab12Cd34.js"), SCRIPT);
  await writeFile(join(dist, "index.html"), PAGE);
  await writeFile(join(dist, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
  await precompressDirectory(dist);
  test = await createTestApp({ frontendDist: dist });
  cookie = await login(test.app, ...ADMIN);
});
afterAll(async () => {
  await test.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string>) =>
  test.app.inject({ method: "GET", url, headers });

describe("compressed and cached answers", () => {
  it("sends a hashed asset's brotli twin, cacheable for a year as immutable", async () => {
    const res = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends gzip to a client without brotli, and the file itself to one without either", async () => {
    const gz = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get("/assets/index-Ab12Cd34.js", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("serves the app page compressed and revalidated on every visit, at / and at a client route", async () => {
    for (const url of ["/", "/inventory"]) {
      const res = await get(url, { accept: "text/html", "accept-encoding": "br" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(PAGE);
    }
  });

  it("compresses the API's JSON answers", async () => {
    const res = await test.app.inject(
      as(cookie, { method: "GET", url: "/api/products", headers: { "accept-encoding": "br" } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    const products = JSON.parse(brotliDecompressSync(res.rawPayload).toString()) as unknown[];
    expect(products.length).toBe(Number(res.headers["x-total-count"]));
  });

  it("keeps a small answer as it is", async () => {
    const res = await test.app.inject(
      as(cookie, { method: "GET", url: "/api/user", headers: { "accept-encoding": "br" } }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });
});
