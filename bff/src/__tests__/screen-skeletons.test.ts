// A signed-in browser asking for a screen's plain URL gets that screen's copy of index.html, its
// heading already in #root (build/vite-screen-skeletons.ts); everyone else, and any other URL, gets
// index.html itself.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenSkeletonHtml, writeScreenSkeletons } from "../../../build/vite-screen-skeletons";
import { ADMIN, as, createTestApp, login, type TestApp } from "./test-app";

const PAGE = `<!doctype html><html lang="es"><head><title>WolfTracker</title></head><body><div id="root"></div></body></html>`;

let dist = "";
let test: TestApp;
let cookie = "";
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "bff-skeletons-"));
  await writeFile(join(dist, "index.html"), PAGE);
  await writeScreenSkeletons(dist);
  test = await createTestApp({ frontendDist: dist });
  cookie = await login(test.app, ...ADMIN);
});
afterAll(async () => {
  await test.close();
  await rm(dist, { recursive: true, force: true });
});

async function page(url: string, signedIn: boolean): Promise<string> {
  const request = { method: "GET" as const, url, headers: { accept: "text/html" } };
  const res = await test.app.inject(signedIn ? as(cookie, request) : request);
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-cache");
  return res.body;
}

describe("a screen's first HTML", () => {
  it("holds the screen's title and subtitle for a signed-in browser", async () => {
    const html = await page("/profile", true);
    expect(html).toContain('<h1 class="page-header-title">Mi Perfil</h1>');
    expect(html).toContain(
      '<p class="page-header-subtitle">Administra tu información personal y preferencias</p>',
    );
    expect(await page("/inventory/", true)).toContain(">Inventario</h1>");
    // "/" is the dashboard; a screen without a fixed subtitle has only its title.
    expect(await page("/", true)).toContain(">Dashboard</h1>");
    const reports = await page("/reports", true);
    expect(reports).toContain(">Reportes</h1>");
    expect(reports).not.toContain("page-header-subtitle");
  });

  it("is index.html itself signed out, with a query string, and for any other path", async () => {
    expect(await page("/profile", false)).toBe(PAGE);
    expect(await page("/search?q=filtro", true)).toBe(PAGE);
    expect(await page("/auth", true)).toBe(PAGE);
    expect(await page("/inventory/123", true)).toBe(PAGE);
    expect(await page("/no-existe", true)).toBe(PAGE);
  });

  it("writes every screen's heading as text, never as markup", () => {
    const html = screenSkeletonHtml(PAGE, { title: 'A <b> & "c"', subtitle: "<script>" });
    expect(html).toContain(">A &lt;b&gt; &amp; &quot;c&quot;</h1>");
    expect(html).toContain(">&lt;script&gt;</p>");
  });
});
