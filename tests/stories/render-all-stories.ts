// Opens every story of the static Storybook build in Chromium and fails when one throws, fails its
// play function or logs a console error. Run after `storybook build -o storybook-static`.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, resolve } from "node:path";
import { chromium, type Browser } from "playwright-core";

const STATIC_DIR = resolve(process.argv[2] ?? "storybook-static");
const PARALLEL_PAGES = 2;
const STORY_TIMEOUT_MS = 20_000;
export const CHROMIUM_PATH = "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** HTTP error answers are what some stories show on purpose (401 login, 500 list); not a bug. */
const EXPECTED_CONSOLE = [/^Failed to load resource: the server responded with a status of \d+/];

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ttf": "font/ttf",
  ".ico": "image/x-icon",
};

function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname));
    let file = join(root, path);
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, "127.0.0.1", () => done(server)));
}

interface IndexEntry {
  id: string;
  type: string;
  title: string;
  name: string;
}

// Installed before Storybook's own scripts: catches the channel as it is created and records how
// the story ended.
const WATCH_CHANNEL = `
  (() => {
    window.__storyOutcome = null;
    let channel;
    const finish = (status, detail) => { if (!window.__storyOutcome) window.__storyOutcome = { status, detail }; };
    Object.defineProperty(globalThis, "__STORYBOOK_ADDONS_CHANNEL__", {
      configurable: true,
      get() { return channel; },
      set(value) {
        channel = value;
        value.on("storyRendered", () => finish("ok"));
        value.on("storyFinished", (e) => { if (e && e.status === "error") finish("error", "story finished with errors"); });
        value.on("storyErrored", (e) => finish("error", (e && (e.title + ": " + e.description)) || "storyErrored"));
        value.on("storyThrewException", (e) => finish("error", String(e && (e.message || e))));
        value.on("playFunctionThrewException", (e) => finish("error", "play: " + String(e && (e.message || e))));
        value.on("unhandledErrorsWhilePlaying", (e) => finish("error", "play: " + JSON.stringify(e)));
        value.on("storyMissing", () => finish("error", "story missing"));
      },
    });
  })();
`;

/**
 * One page per parallel slot, reused from story to story: the bundle stays in the HTTP cache and
 * the MSW service worker stays registered, which is most of the cost of opening a story. Every
 * story still gets a fresh document (and Storybook's loaders reset the mock database and session).
 */
async function openSlot(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = message.text();
    if (!EXPECTED_CONSOLE.some((pattern) => pattern.test(text))) problems.push(`console.error: ${text}`);
  });
  await page.addInitScript(WATCH_CHANNEL);
  return {
    context,
    page,
    takeProblems: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

type Slot = Awaited<ReturnType<typeof openSlot>>;

async function renderStory(slot: Slot, baseUrl: string, entry: IndexEntry): Promise<string[]> {
  const { page } = slot;
  const problems: string[] = [];
  slot.takeProblems();
  try {
    await page.goto(`${baseUrl}/iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`);
    const handle = await page.waitForFunction(() => (window as unknown as { __storyOutcome: unknown }).__storyOutcome, null, {
      timeout: STORY_TIMEOUT_MS,
    });
    const outcome = (await handle.jsonValue()) as { status: string; detail?: string };
    if (outcome.status !== "ok") problems.push(outcome.detail ?? "render failed");
    const empty = await page.$eval("#storybook-root", (root) => root.innerHTML.trim() === "").catch(() => true);
    if (empty && outcome.status === "ok") {
      // Portals (dialogs, drawers, toasts) render outside the root; an empty body means nothing rendered.
      const bodyText = await page.evaluate(() => document.body.innerText.trim());
      if (!bodyText) problems.push("nothing rendered");
    }
    // Let late effects (a toast, a failed request) surface their errors before closing.
    await page.waitForTimeout(100);
    // Leave the story before collecting, so its unmount errors are counted too.
    await page.goto("about:blank");
  } catch (error) {
    problems.push(`timeout or navigation error: ${(error as Error).message.split("\n")[0]}`);
  }
  return [...slot.takeProblems(), ...problems];
}

async function main(): Promise<void> {
  const indexFile = join(STATIC_DIR, "index.json");
  if (!existsSync(indexFile)) throw new Error(`${indexFile} no existe: ejecute primero storybook build`);
  const index = JSON.parse(readFileSync(indexFile, "utf8")) as { entries: Record<string, IndexEntry> };
  // STORY_FILTER="auth-,app-" renders only the stories whose id contains one of the parts.
  const filters = (process.env.STORY_FILTER ?? "").split(",").filter(Boolean);
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === "story" && (filters.length === 0 || filters.some((part) => entry.id.includes(part))),
  );

  const server = await serve(STATIC_DIR);
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const started = Date.now();
  const failures = new Map<string, string[]>();
  let next = 0;
  const worker = async () => {
    const slot = await openSlot(browser);
    while (next < stories.length) {
      const entry = stories[next++];
      if (!entry) break;
      const problems = await renderStory(slot, baseUrl, entry);
      if (problems.length > 0) failures.set(entry.id, problems);
      process.stdout.write(problems.length > 0 ? "F" : ".");
    }
    await slot.context.close();
  };
  try {
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
  } finally {
    await browser.close();
    server.close();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  process.stdout.write(`\n${stories.length} historias en ${seconds} s\n`);
  if (failures.size > 0) {
    console.error(`\n${failures.size} historia(s) con errores:`);
    for (const [id, problems] of failures) {
      console.error(`- ${id}`);
      for (const problem of problems) console.error(`    ${problem}`);
    }
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
