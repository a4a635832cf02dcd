// The products import from outside: a BFF started as its own process over a fresh demo database,
// a generated CSV (Spanish headers, ';', '1.234,56' prices, a few bad rows) uploaded, previewed and
// imported through the API. Prints the preview and import times for IMPORT_BENCH_ROWS (20 000) and
// the server's peak resident memory (VmHWM, reset once the server has started) while uploading,
// previewing and importing IMPORT_BENCH_BIG_ROWS (100 000).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { hostileXlsx } from "../tests/contract/support/xlsx-files";

const ROWS = Number(process.env.IMPORT_BENCH_ROWS ?? 20_000);
const BIG_ROWS = Number(process.env.IMPORT_BENCH_BIG_ROWS ?? 100_000);
const PORT = Number(process.env.IMPORT_BENCH_PORT ?? 3917);
const BASE = `http://127.0.0.1:${PORT}`;

const CATEGORIES = ["Frenos", "Filtros", "Motor", "Suspensión", "Eléctrico"];
const BRANDS = ["Bosch", "NGK", "Brembo", "Castrol", "Hella"];

/** One row in 500 is bad (a selling price of 0), as a shop's file would have a few. */
export function benchCsv(rows: number, prefix: string): string {
  const lines = ["SKU;Nombre;Categoría;Marca;Precio de costo;Precio de venta;Stock;Ubicación;Compatibilidad"];
  for (let i = 0; i < rows; i += 1) {
    const price = i % 500 === 499 ? "0" : `${1 + (i % 90)}.${String(i % 1000).padStart(3, "0")},50`;
    const fitment = i % 3 === 0 ? "Chevrolet Spark 2006-2009" : "";
    lines.push(
      `${prefix}-${i};Repuesto de prueba ${i};${CATEGORIES[i % 5]};${BRANDS[i % 5]};1.000,25;${price};${i % 40};B-${i % 30};${fitment}`,
    );
  }
  return lines.join("\r\n");
}

async function startServer(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "bff/src/server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_FILE: join(dir, "app.db"),
      UPLOADS_DIR: join(dir, "uploads"),
      FRONTEND_DIST: join(dir, "none"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; i < 1800; i += 1) {
    try {
      if ((await fetch(`${BASE}/api/user`)).status === 401) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the BFF did not start");
}

/** Starts a new peak: Linux's VmHWM again from the current resident size (proc(5), clear_refs). */
async function resetPeakMemory(pid: number): Promise<void> {
  await writeFile(`/proc/${pid}/clear_refs`, "5");
}

async function peakMemoryMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: BASE },
    body: JSON.stringify({ username: "admin", password: "admin123" }),
  });
  return (res.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a benchmark reads the answers loosely
async function api(cookie: string, path: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(`${BASE}${path}`, {
    ...init,
    headers: { cookie, origin: BASE, ...(init.headers ?? {}) },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

async function importFile(cookie: string, csv: string) {
  const form = new FormData();
  form.append("file", new Blob([csv], { type: "text/csv" }), "bench.csv");
  let started = performance.now();
  const job = await api(cookie, "/api/product-imports", { method: "POST", body: form });
  const uploadMs = performance.now() - started;
  const options = { mapping: job.suggestedMapping, mode: "upsert", createMissing: false, validOnly: true };
  const json = { "content-type": "application/json" };
  started = performance.now();
  const preview = await api(cookie, `/api/product-imports/${job.id}/preview`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(options),
  });
  const previewMs = performance.now() - started;
  started = performance.now();
  await api(cookie, `/api/product-imports/${job.id}/start`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(options),
  });
  let state = job;
  while (state.state === "running" || state.state === "ready") {
    await new Promise((resolve) => setTimeout(resolve, 200));
    state = await api(cookie, `/api/product-imports/${job.id}`);
  }
  return { uploadMs, previewMs, importMs: performance.now() - started, preview, state };
}

async function run(rows: number, label: string, withMemory: boolean): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "import-bench-"));
  const server = await startServer(dir);
  try {
    const cookie = await signIn();
    const csv = benchCsv(rows, `BENCH${rows}`);
    // The first start's demo seed has its own peak; the import's is measured from here.
    const startPeak = await peakMemoryMb(server.pid!);
    if (withMemory) await resetPeakMemory(server.pid!);
    const first = await importFile(cookie, csv);
    const s = first.state;
    console.log(
      `${label}: ${rows} rows (${(csv.length / 1e6).toFixed(1)} MB) upload ${first.uploadMs.toFixed(0)} ms, preview ${first.previewMs.toFixed(0)} ms (${first.preview.refused} refused), import ${first.importMs.toFixed(0)} ms: ${s.state}, ${s.created} created, ${s.refused} refused`,
    );
    if (withMemory)
      console.log(
        `${label}: server peak memory (VmHWM) during the upload, preview and import ${(await peakMemoryMb(server.pid!)).toFixed(0)} MB (start-up with the demo seed: ${startPeak.toFixed(0)} MB)`,
      );
    else {
      const again = await importFile(cookie, csv);
      console.log(
        `${label}: the same file again: preview ${again.previewMs.toFixed(0)} ms, import ${again.importMs.toFixed(0)} ms: ${again.state.unchanged} unchanged, ${again.state.created} created, ${again.state.updated} updated`,
      );
    }
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The expanding-archive .xlsx (300 KB → 300 MB), with honest and with lying sizes: time to the
 * refusal, the server's peak memory meanwhile, and the slowest GET /api/user answered during it.
 */
async function hostile(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "import-bench-"));
  const server = await startServer(dir);
  try {
    const cookie = await signIn();
    const files = {
      honest: await hostileXlsx(300),
      lying: await hostileXlsx(300, { declaredSize: 95 * 1024 * 1024 }),
    };
    await resetPeakMemory(server.pid!);
    for (const [label, bytes] of Object.entries(files)) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(bytes)]), "productos.xlsx");
      const started = performance.now();
      let done = false;
      const upload = fetch(`${BASE}/api/product-imports`, {
        method: "POST",
        body: form,
        headers: { cookie, origin: BASE },
      }).finally(() => (done = true));
      let slowest = 0;
      while (!done) {
        const pinged = performance.now();
        await fetch(`${BASE}/api/user`, { headers: { cookie } });
        slowest = Math.max(slowest, performance.now() - pinged);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const res = await upload;
      const { message } = (await res.json()) as { message: string };
      console.log(
        `import (hostile .xlsx, ${label} sizes, ${(bytes.length / 1e3).toFixed(0)} KB → 300 MB): ${res.status} in ${(performance.now() - started).toFixed(0)} ms ('${message}'), slowest GET /api/user meanwhile ${slowest.toFixed(0)} ms`,
      );
    }
    console.log(
      `import (hostile .xlsx): server peak memory (VmHWM) during both ${(await peakMemoryMb(server.pid!)).toFixed(0)} MB`,
    );
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await rm(dir, { recursive: true, force: true });
  }
}

if (ROWS > 0) await run(ROWS, "import", false);
if (BIG_ROWS > 0) await run(BIG_ROWS, "import (large)", true);
if (process.env.IMPORT_BENCH_HOSTILE !== "0") await hostile();
