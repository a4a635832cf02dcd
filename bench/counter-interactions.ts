// `npx tsx bench/counter-interactions.ts` (issue 47): how fast the counter answers each input on an
// old counter PC. The production build in Debian's Chromium with its CPU throttled 4x (the DevTools
// protocol's `Emulation.setCPUThrottlingRate`, BENCH_CPU_SLOWDOWN), 'Modo mostrador' on; each input
// is timed as Interaction to Next Paint times it (the Event Timing API: from the input to the next
// paint after its handlers, the longest event of the interaction), REPEATS times each:
//   a key typed in the product search, a part added by a scan (a wedge's burst of keys and Enter),
//   a quantity changed ('+'), a sale completed (F9), a product opened from the inventory list.
// Prints p50 and p75 per input; the target is p75 ≤ 100 ms. An input the browser reports no event
// for took under 16 ms (the API reports only longer ones) and counts as 16.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "@playwright/test";
import { ensureFrontendBuild } from "../tests/e2e/support/build";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/e2e/support/chromium";
import { scanCode } from "../tests/e2e/support/scanner";
import { startServedApp } from "../tests/e2e/support/served-app";
import { loginAs, waitForShell } from "../tests/e2e/support/session";
import { quantile } from "./timing";

const SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const REPEATS = Number(process.env.BENCH_INTERACTION_REPEATS ?? 20);
const TARGET_MS = 100;
/** Event Timing reports only events of at least this long. */
const SHORTEST_REPORTED_MS = 16;

declare global {
  interface Window {
    __inputEvents?: Array<{ name: string; duration: number }>;
  }
}

/** Collects every event entry of the page (Event Timing), from the first script on. */
const OBSERVE_EVENTS = `
  window.__inputEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__inputEvents.push({ name: entry.name, duration: entry.duration });
  }).observe({ type: "event", buffered: true, durationThreshold: ${SHORTEST_REPORTED_MS} });
`;

/** The longest input event `act` caused, once its effect is on screen and painted. */
async function timed(page: Page, act: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    window.__inputEvents = [];
  });
  await act();
  // Entries are queued after the paint that follows the input: two frames and a moment later.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))),
      ),
  );
  const events = await page.evaluate(() => window.__inputEvents ?? []);
  const inputs = events.filter((event) => /^(key|pointer|mouse|click)/.test(event.name));
  return Math.max(SHORTEST_REPORTED_MS, ...inputs.map((event) => event.duration));
}

interface Part {
  id: number;
  name: string;
  sku: string;
}

async function freshParts(page: Page): Promise<Part[]> {
  const [ref] = await (await page.request.get("/api/products?limit=1")).json();
  const tag = Date.now().toString(36).slice(-5).toUpperCase();
  const parts: Part[] = [];
  for (const [index, name] of ["Bujía banco", "Filtro banco", "Correa banco"].entries()) {
    const res = await page.request.post("/api/products", {
      data: {
        name: `${name} ${tag}`,
        sku: `BI${tag}-${index}`,
        categoryId: ref.categoryId,
        brandId: ref.brandId,
        costPrice: 1000,
        sellingPrice: 2000,
        stock: 10_000,
      },
    });
    if (res.status() !== 201) throw new Error(`POST /api/products: ${res.status()}`);
    parts.push(await res.json());
  }
  return parts;
}

async function main(): Promise<void> {
  ensureFrontendBuild("production");
  const workDir = mkdtempSync(join(tmpdir(), "bench-interactions-"));
  const { child, baseUrl } = await startServedApp(workDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const figures = new Map<string, number[]>();
  const record = (name: string, ms: number) => figures.set(name, [...(figures.get(name) ?? []), ms]);
  try {
    const context = await browser.newContext({ baseURL: baseUrl, reducedMotion: "reduce" });
    await context.addInitScript(OBSERVE_EVENTS);
    const page = await context.newPage();
    await loginAs(page, "admin", { landing: "/inventory" });
    const settings = await (await page.request.get("/api/shop-settings")).json();
    await page.request.put("/api/shop-settings", {
      data: { ...settings, counterMode: true, requireOpenSession: false },
    });
    const parts = await freshParts(page);
    await page.reload();
    await waitForShell(page);
    await page.getByLabel("Buscar productos").focus();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOWDOWN });

    await page.keyboard.press("Alt+V");
    const dialog = page.getByRole("dialog", { name: "Nueva Venta" });
    const search = dialog.getByLabel("Buscar producto");
    await search.waitFor();
    for (let run = 0; run < REPEATS; run += 1) {
      const part = parts[run % parts.length]!;
      await search.focus();
      record(
        "tecla en la búsqueda",
        await timed(page, async () => {
          await page.keyboard.press(part.name[0]!.toLowerCase());
          await dialog.locator(".sale-product-highlighted").first().waitFor();
        }),
      );
      await search.fill("");
      const quantity = dialog.getByLabel(`Cantidad de ${part.name}`);
      record(
        "agregar por escaneo",
        await timed(page, async () => {
          await scanCode(page, part.sku);
          await quantity.waitFor();
        }),
      );
      record(
        "cambiar cantidad (+)",
        await timed(page, async () => {
          await page.keyboard.press("NumpadAdd");
          await page.waitForFunction(
            (label) =>
              (document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement | null)?.value === "2",
            `Cantidad de ${part.name}`,
          );
        }),
      );
      record(
        "completar venta (F9)",
        await timed(page, async () => {
          await page.keyboard.press("F9");
          await dialog.getByText("No hay productos en la venta").waitFor();
        }),
      );
    }
    await page.keyboard.press("Escape");

    await page.goto("/inventory");
    for (let run = 0; run < REPEATS; run += 1) {
      const part = parts[run % parts.length]!;
      await page.getByLabel("Buscar productos").fill(part.sku);
      const open = page.getByRole("button", { name: `Ver detalles de ${part.name}` }).first();
      await open.waitFor();
      record(
        "abrir producto del inventario",
        await timed(page, async () => {
          await open.click();
          await page.getByRole("dialog", { name: "Detalles del Producto" }).waitFor();
        }),
      );
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Detalles del Producto" }).waitFor({ state: "hidden" });
    }
  } finally {
    await browser.close();
    child.kill("SIGTERM");
    rmSync(workDir, { recursive: true, force: true });
  }
  let missed = false;
  console.log(
    `counter interactions at ${SLOWDOWN}x CPU slowdown, ${REPEATS} each (next paint after the input):`,
  );
  for (const [name, times] of figures) {
    const sorted = [...times].sort((a, b) => a - b);
    const p75 = quantile(sorted, 0.75);
    if (p75 > TARGET_MS) missed = true;
    console.log(
      `  ${name}: p50 ${quantile(sorted, 0.5).toFixed(0)} ms, p75 ${p75.toFixed(0)} ms ` +
        `(target p75 ≤ ${TARGET_MS} ms)${p75 > TARGET_MS ? "  MISSED" : ""}`,
    );
  }
  console.log(
    missed ? "counter interactions: a target was missed" : "counter interactions: every target met",
  );
  if (missed) process.exitCode = 1;
}

await main();
