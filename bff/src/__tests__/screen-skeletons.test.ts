// A signed-in browser asking for a screen's plain URL gets the copy of index.html for its role and
// that screen, the screen's first frame already in #root (build/vite-screen-skeletons.ts); everyone
// else, and any other URL, gets index.html itself.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { screenSkeletonHtml, writeScreenSkeletons } from "../../../build/vite-screen-skeletons";
import { ADMIN, SELLER, as, createTestApp, login, type TestApp } from "./test-app";

const PAGE =
  `<!doctype html><html lang="es"><head><title>WolfTracker</title>` +
  `<link rel="stylesheet" href="/assets/startup.css"></head><body><div id="root"></div></body></html>`;

const FRAMES = {
  admin: {
    inventory: { html: "<h1>Inventario</h1><button>Importar productos</button>", css: ".inv{gap:8px}" },
    dashboard: { html: "<h1>Dashboard</h1>", css: "" },
    sales: { html: "<h2>Ventas Recientes</h2>", css: "" },
    "sales.counter": { html: "<h2>Ventas del mostrador</h2>", css: "" },
  },
  sales: {
    inventory: { html: "<h1>Inventario</h1><button>Nuevo Producto</button>", css: ".inv{gap:8px}" },
  },
};

let dist = "";
let test: TestApp;
let admin = "";
let seller = "";
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "bff-skeletons-"));
  await writeFile(join(dist, "index.html"), PAGE);
  await writeScreenSkeletons(dist, FRAMES);
  test = await createTestApp({ frontendDist: dist });
  admin = await login(test.app, ...ADMIN);
  seller = await login(test.app, ...SELLER);
});
afterAll(async () => {
  await test.close();
  await rm(dist, { recursive: true, force: true });
});

async function page(url: string, cookie: string | null): Promise<string> {
  const request = { method: "GET" as const, url, headers: { accept: "text/html" } };
  const res = await test.app.inject(cookie ? as(cookie, request) : request);
  expect(res.statusCode).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-cache");
  return res.body;
}

describe("a screen's first HTML", () => {
  it("holds the frame of the screen for the user's role", async () => {
    const forAdmin = await page("/inventory", admin);
    expect(forAdmin).toContain("<button>Importar productos</button>");
    const forSeller = await page("/inventory/", seller);
    expect(forSeller).toContain("<button>Nuevo Producto</button>");
    expect(forSeller).not.toContain("Importar productos");
    // "/" is the dashboard.
    expect(await page("/", admin)).toContain("<h1>Dashboard</h1>");
  });

  it("holds the counter's frame while the shop is in 'Modo mostrador'", async () => {
    expect(await page("/sales", admin)).toContain("<h2>Ventas Recientes</h2>");
    const settings = async (body?: object) =>
      test.app.inject(
        as(admin, {
          method: body ? ("PUT" as const) : ("GET" as const),
          url: "/api/shop-settings",
          ...(body ? { payload: body } : {}),
        }),
      );
    const current = (await settings()).json();
    expect((await settings({ ...current, counterMode: true })).statusCode).toBe(200);
    expect(await page("/sales", admin)).toContain("<h2>Ventas del mostrador</h2>");
    expect((await settings({ ...current, counterMode: false })).statusCode).toBe(200);
    expect(await page("/sales", admin)).toContain("<h2>Ventas Recientes</h2>");
  });

  it("is index.html itself signed out, with a query string, without a frame for the role, and for any other path", async () => {
    expect(await page("/inventory", null)).toBe(PAGE);
    expect(await page("/inventory?q=filtro", admin)).toBe(PAGE);
    expect(await page("/", seller)).toBe(PAGE);
    expect(await page("/auth", admin)).toBe(PAGE);
    expect(await page("/inventory/123", admin)).toBe(PAGE);
    expect(await page("/no-existe", admin)).toBe(PAGE);
  });

  it("puts the frame in an inert content card and the screen's styles after the main stylesheet", () => {
    const frame = { html: "<p>marco $& $' $$</p>", css: '.a::after{content:"</style>"}' };
    const html = screenSkeletonHtml(PAGE, frame);
    expect(html).toContain(
      '<div id="root"><div class="screen-skeleton" aria-busy="true" inert><div class="app-content">' +
        '<div class="bp6-card bp6-elevation-0 content-card glass-card"><p>marco $& $\' $$</p></div></div></div></div>',
    );
    // A stylesheet cannot end the <style> element early.
    expect(html).toContain('href="/assets/startup.css"><style>.a::after{content:"<\\/style>"}</style>');
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("</head>"));
  });
});
