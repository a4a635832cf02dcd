// `npm run bench` (counter part): 'Modo mostrador' under load, from outside, on the BFF over SQLite
// (or PostgreSQL: BENCH_ENGINE=postgres or BENCH_DATABASE_URL). First a five-line sale on an idle
// server, one at a time (the time includes the localhost round trip, so it bounds the server's time
// from above); then COUNTERS concurrent counters sell 1-3 random parts of PARTS for SECONDS.
// Afterwards every product's stock must equal its opening stock less the units of the sales
// answered 201 (0 oversold: no stock below zero; 0 lost: every 201 is in the database, nothing else
// is), and the stock ledger must add up.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../bff/src/app";
import { openDatabase } from "../bff/src/db/open-database";
import { ledgerDiscrepancies } from "../bff/src/store/ledger-check";
import { startServer } from "./load";
import { benchDatabaseOptions, prepareBenchEngine, stopBenchEngine } from "./pg-engine";

const PARTS = Number(process.env.BENCH_COUNTER_PARTS ?? 1_000);
const COUNTERS = Number(process.env.BENCH_COUNTERS ?? 50);
const SECONDS = Number(process.env.BENCH_COUNTER_SECONDS ?? 30);
// Enough that no part runs out in the run: the figures are of sales, not of refusals.
const OPENING_STOCK = Number(process.env.BENCH_COUNTER_STOCK ?? 1_000);
const SINGLE_SALES = 200;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

interface Client {
  url: string;
  cookie: string;
}

async function call(client: Client, method: string, path: string, body?: unknown) {
  const response = await fetch(`${client.url}${path}`, {
    method,
    headers: { cookie: client.cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

async function signIn(url: string, username: string, password: string): Promise<Client> {
  const response = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (response.status !== 200) throw new Error(`sign-in ${username}: ${response.status}`);
  return { url, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "" };
}

async function createParts(admin: Client): Promise<number[]> {
  const ids: number[] = [];
  const stamp = Date.now().toString(36).toUpperCase();
  for (let start = 0; start < PARTS; start += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, PARTS - start) }, (_unused, offset) =>
        call(admin, "POST", "/api/products", {
          name: `Repuesto de mostrador ${start + offset}`,
          sku: `MOST-${stamp}-${start + offset}`,
          categoryId: 1,
          brandId: 1,
          costPrice: 1000,
          sellingPrice: 1999.99 + offset,
          stock: OPENING_STOCK,
        }),
      ),
    );
    for (const res of batch) {
      if (res.status !== 201) throw new Error(`createProduct: ${res.status} ${JSON.stringify(res.body)}`);
      ids.push(res.body.id as number);
    }
  }
  return ids;
}

async function fiveLineSales(admin: Client, parts: number[]) {
  const times: number[] = [];
  for (let index = 0; index < SINGLE_SALES; index += 1) {
    const lines = Array.from({ length: 5 }, (_unused, line) => ({
      productId: parts[(index * 5 + line) % parts.length]!,
      quantity: 1,
      discount: line * 2,
    }));
    const started = performance.now();
    const res = await call(admin, "POST", "/api/sales", {
      status: "completed",
      paymentMethod: "efectivo",
      lines,
    });
    times.push(performance.now() - started);
    if (res.status !== 201) throw new Error(`five-line sale: ${res.status} ${JSON.stringify(res.body)}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `five-line sale, one at a time (${SINGLE_SALES}): p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1) ?? 0)}`,
  );
  return SINGLE_SALES * 5;
}

async function counters(clients: Client[], parts: number[]) {
  const sold = new Map<number, number>();
  const saleIds: number[] = [];
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    clients.map(async (client) => {
      while (performance.now() < until) {
        const count = 1 + Math.floor(Math.random() * 3);
        const lines = Array.from({ length: count }, () => ({
          productId: parts[Math.floor(Math.random() * parts.length)]!,
          quantity: 1 + Math.floor(Math.random() * 3),
          discount: 0,
        }));
        const started = performance.now();
        const res = await call(client, "POST", "/api/sales", {
          status: "completed",
          paymentMethod: "tarjeta",
          lines,
        });
        times.push(performance.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status !== 201) continue;
        saleIds.push(res.body.id as number);
        for (const line of res.body.lines as Array<{ productId: number; quantity: number }>)
          sold.set(line.productId, (sold.get(line.productId) ?? 0) + line.quantity);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const answered = [...statuses.entries()].map(([status, n]) => `${status}×${n}`).join(" ");
  console.log(
    `${COUNTERS} counters × ${SECONDS} s over ${PARTS} parts: ${times.length} requests (${(times.length / SECONDS).toFixed(0)}/s; ${answered}), p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}`,
  );
  return { sold, saleIds };
}

const dir = mkdtempSync(join(tmpdir(), "bench-counter-"));
const databaseFile = join(dir, "app.db");
try {
  // BENCH_ENGINE=postgres (or BENCH_DATABASE_URL) runs it on PostgreSQL (bench/pg-engine.ts).
  console.log(`counter sales on ${await prepareBenchEngine()}`);
  const seeded = await buildApp({
    ...benchDatabaseOptions(databaseFile),
    uploadsDir: join(dir, "uploads"),
    seed: "demo",
    logger: false,
  });
  await seeded.close();
  const bff = await startServer("bench/server.ts", { BENCH_DATABASE: databaseFile });
  try {
    const admin = await signIn(bff.url, "admin", "admin123");
    const settings = await call(admin, "GET", "/api/shop-settings");
    await call(admin, "PUT", "/api/shop-settings", {
      ...settings.body,
      counterMode: true,
      requireOpenSession: false,
    });
    const parts = await createParts(admin);
    const singleUnits = await fiveLineSales(admin, parts);
    // One session per account (the per-account sign-in limit), shared by its counters.
    const seller = await signIn(bff.url, "vendedor", "vendedor123");
    const clients = Array.from({ length: COUNTERS }, (_unused, index) => (index % 2 ? seller : admin));
    const { sold, saleIds } = await counters(clients, parts);

    const db = openDatabase(benchDatabaseOptions(databaseFile));
    try {
      const rows = await db("products")
        .whereIn("id", parts)
        .select<{ id: number; stock: number }[]>("id", "stock");
      const singles = new Map<number, number>();
      for (let unit = 0; unit < singleUnits; unit += 1)
        singles.set(parts[unit % parts.length]!, (singles.get(parts[unit % parts.length]!) ?? 0) + 1);
      const oversold = rows.filter((row) => row.stock < 0).length;
      const mismatched = rows.filter(
        (row) => row.stock !== OPENING_STOCK - (singles.get(row.id) ?? 0) - (sold.get(row.id) ?? 0),
      ).length;
      const recorded = await db("sales").whereIn("id", saleIds).count<{ n: number }[]>("* as n");
      const lost = saleIds.length - Number(recorded[0]?.n ?? 0);
      const ledger = (await ledgerDiscrepancies(db)).length;
      console.log(
        `after the run: ${saleIds.length} sales recorded, ${oversold} oversold, ${lost} lost, ${mismatched} products whose stock differs from the answered sales, ${ledger} ledger discrepancies`,
      );
      if (oversold || lost || mismatched || ledger) process.exitCode = 1;
    } finally {
      await db.destroy();
    }
  } finally {
    await bff.stop();
  }
} finally {
  stopBenchEngine();
  rmSync(dir, { recursive: true, force: true });
}
