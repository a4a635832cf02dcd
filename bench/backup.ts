// `npx tsx bench/backup.ts` (part of `npm run bench`): a backup of a large shop through the API,
// timed, and the reads other clients make meanwhile against the same reads with nothing else
// running. The database: the demo seed plus BENCH_BACKUP_PRODUCTS generated products (100 000)
// with 5 000 models and BENCH_BACKUP_FITMENTS links (300 000), as the main benchmark builds it.
// The BFF runs in its own process; the readers are BENCH_BACKUP_READERS clients in this one.
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../bff/src/app";
import { addFitments, addProducts } from "./data";
import { startServer } from "./load";

const PRODUCTS = Number(process.env.BENCH_BACKUP_PRODUCTS ?? 100_000);
const FITMENTS = Number(process.env.BENCH_BACKUP_FITMENTS ?? 300_000);
const READERS = Number(process.env.BENCH_BACKUP_READERS ?? 4);
const IDLE_SECONDS = Number(process.env.BENCH_BACKUP_IDLE_SECONDS ?? 5);
const RUNS = Number(process.env.BENCH_BACKUP_RUNS ?? 3);
const READS = [
  "/api/products?limit=20",
  "/api/products?limit=20&search=filtro",
  "/api/products?limit=20&offset=50000",
];

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Reader clients asking READS in turn until `until` settles; answers each request's milliseconds. */
async function readWhile(base: string, cookie: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => (done = true));
  const times: number[] = [];
  const reader = async (r: number) => {
    for (let i = r; !done; i++) {
      const started = performance.now();
      const response = await fetch(base + READS[i % READS.length]!, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`read answered ${response.status}`);
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: READERS }, (_, r) => reader(r)));
  return times.sort((a, b) => a - b);
}

const describe = (times: number[]) =>
  `${times.length} reads, median ${quantile(times, 0.5).toFixed(1)} ms, p99 ${quantile(times, 0.99).toFixed(1)} ms`;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-backup-"));
  const databaseFile = join(dir, "bench.db");
  try {
    const seeded = await buildApp({ databaseFile, uploadsDir: join(dir, "uploads"), seed: "demo" });
    await seeded.close();
    let started = performance.now();
    await addProducts(databaseFile, PRODUCTS);
    await addFitments(databaseFile, 5000, FITMENTS);
    const mb = (statSync(databaseFile).size / 1024 / 1024).toFixed(0);
    console.log(
      `backup bench: ${PRODUCTS} products, ${FITMENTS} fitment links (${mb} MB) built in ${seconds(performance.now() - started)} s`,
    );

    // The thread pool npm start gives the server: the copy and the compression each hold a thread.
    const bff = await startServer("bench/server.ts", {
      BENCH_DATABASE: databaseFile,
      UV_THREADPOOL_SIZE: "8",
    });
    try {
      const login = await fetch(`${bff.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password: "admin123" }),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      await readWhile(bff.url, cookie, new Promise((r) => setTimeout(r, 1000)));
      for (let run = 1; run <= RUNS; run++) {
        const idle = await readWhile(bff.url, cookie, new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000)));
        started = performance.now();
        const backup = fetch(`${bff.url}/api/backups`, { method: "POST", headers: { cookie } }).then(
          async (res) => {
            if (res.status !== 201) throw new Error(`backup answered ${res.status}: ${await res.text()}`);
            return (await res.json()) as { name: string; size: number };
          },
        );
        const during = await readWhile(bff.url, cookie, backup);
        const made = await backup;
        const took = performance.now() - started;
        const ratio = quantile(during, 0.5) / quantile(idle, 0.5);
        console.log(
          `run ${run}: backup ${seconds(took)} s, archive ${(made.size / 1024 / 1024).toFixed(1)} MB; ` +
            `${READERS} readers idle: ${describe(idle)}; during the backup: ${describe(during)}; ` +
            `median ratio ${ratio.toFixed(2)}x`,
        );
      }
    } finally {
      await bff.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
