// `npm run bench`: the speed and memory figures of the BFF over a large catalogue. It seeds the demo
// data into a temporary SQLite file, adds BENCH_PRODUCTS products (default 100 000), then drives the
// product calls the screens make over real HTTP with a few concurrent clients and prints req/s,
// latency percentiles and the process's memory. It prints figures; it asserts nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../bff/src/app";
import { createKnex } from "../bff/src/db/knex";

const PRODUCT_COUNT = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const SECONDS_PER_SCENARIO = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);

const WORDS = [
  "Filtro",
  "Pastillas",
  "Bujía",
  "Amortiguador",
  "Correa",
  "Bomba",
  "Sensor",
  "Kit",
  "Disco",
  "Rótula",
];
const PARTS = [
  "de aceite",
  "de freno",
  "de iridio",
  "trasero",
  "de distribución",
  "de agua",
  "de oxígeno",
  "de embrague",
];

async function addProducts(databaseFile: string, count: number): Promise<void> {
  const knex = createKnex(databaseFile);
  try {
    const template = await knex("products").first();
    if (!template) throw new Error("the demo seed has no products");
    const now = new Date().toISOString();
    const batch = 500;
    for (let start = 0; start < count; start += batch) {
      const rows: Record<string, unknown>[] = [];
      for (let i = start; i < Math.min(start + batch, count); i++) {
        const name = `${WORDS[i % WORDS.length]} ${PARTS[(i * 7) % PARTS.length]} ${i}`;
        rows.push({
          ...template,
          id: undefined,
          name,
          sku: `BEN-CH-${String(i).padStart(6, "0")}`,
          barcode: `BEN-CH-${String(i).padStart(6, "0")}-${String(i % 999_999).padStart(6, "0")}`,
          notes: `Repuesto de prueba número ${i} para la medición`,
          stock: i % 40,
          created_at: now,
          updated_at: now,
        });
      }
      await knex.transaction((trx) => trx.batchInsert("products", rows, batch));
    }
  } finally {
    await knex.destroy();
  }
}

const VEHICLE_COUNT = Number(process.env.BENCH_VEHICLES ?? 5_000);
const FITMENT_COUNT = Number(process.env.BENCH_FITMENTS ?? 300_000);

/** Adds vehicle models and fitment links over the bench products; answers one model's id. */
async function addFitments(databaseFile: string): Promise<number> {
  const knex = createKnex(databaseFile);
  try {
    const make = await knex("vehicles").first<{ brand_id: number }>("brand_id");
    if (!make) throw new Error("the demo seed has no vehicles");
    const vehicleIds: number[] = [];
    for (let start = 0; start < VEHICLE_COUNT; start += 400) {
      const rows = [];
      for (let i = start; i < Math.min(start + 400, VEHICLE_COUNT); i++) {
        rows.push({ brand_id: make.brand_id, name: `Modelo de prueba ${i}`, year_from: 1995, year_to: 2024 });
      }
      const inserted = await knex("vehicles").insert(rows).returning<{ id: number }[]>("id");
      vehicleIds.push(...inserted.map((row) => row.id));
    }
    const products = (
      await knex("products").where("sku", "like", "BEN-CH-%").orderBy("id").select<{ id: number }[]>("id")
    ).map((row) => row.id);
    if (products.length === 0 || vehicleIds.length === 0) return vehicleIds[0] ?? 1;
    // SQLite allows 500 terms per compound SELECT, which is how Knex inserts several rows.
    const batch = 400;
    for (let start = 0; start < FITMENT_COUNT; start += batch) {
      const rows = [];
      for (let k = start; k < Math.min(start + batch, FITMENT_COUNT); k++) {
        const p = k % products.length;
        const j = Math.floor(k / products.length);
        // Distinct models per product (1667·j is never a multiple of the model count for small j).
        const vehicle = vehicleIds[(p * 31 + j * 1667) % vehicleIds.length]!;
        const from = k % 4 === 0 ? null : 2000 + (k % 15);
        rows.push({
          product_id: products[p],
          vehicle_id: vehicle,
          year_from: from,
          year_to: from === null ? null : from + 6,
          engine: k % 3 === 0 ? "1.6L" : null,
        });
      }
      await knex("product_vehicles").insert(rows);
    }
    return vehicleIds[Math.floor(vehicleIds.length / 2)]!;
  } finally {
    await knex.destroy();
  }
}

interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
}

async function drive(url: string, cookie: string): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + SECONDS_PER_SCENARIO * 1000;
  async function client(): Promise<void> {
    while (performance.now() < deadline) {
      const started = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (!response.ok) errors++;
      latencies.push(performance.now() - started);
    }
  }
  const begun = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, client));
  const elapsed = (performance.now() - begun) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    errors,
  };
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-"));
  const databaseFile = join(dir, "bench.db");
  try {
    const seeded = await buildApp({ databaseFile, uploadsDir: join(dir, "uploads"), seed: "demo" });
    await seeded.close();
    const insertStarted = performance.now();
    await addProducts(databaseFile, PRODUCT_COUNT);
    console.log(
      `inserted ${PRODUCT_COUNT} products in ${((performance.now() - insertStarted) / 1000).toFixed(1)} s`,
    );
    const fitmentStarted = performance.now();
    const benchVehicle = await addFitments(databaseFile);
    console.log(
      `inserted ${VEHICLE_COUNT} models and ${FITMENT_COUNT} fitment links in ${((performance.now() - fitmentStarted) / 1000).toFixed(1)} s`,
    );

    const startStarted = performance.now();
    const app = await buildApp({ databaseFile, uploadsDir: join(dir, "uploads"), seed: "demo" });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    console.log(`BFF ready in ${(performance.now() - startStarted).toFixed(0)} ms at ${address}`);

    const loginStarted = performance.now();
    const login = await fetch(`${address}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: "admin123" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    console.log(
      `login (scrypt N=2^17) ${(performance.now() - loginStarted).toFixed(0)} ms, status ${login.status}`,
    );

    const scenarios: [string, string][] = [
      ["first page, 10 products", "/api/products?limit=10&offset=0"],
      ["deep page (offset 50 000)", "/api/products?limit=20&offset=50000"],
      ["search 'filtro aceite'", "/api/products?search=filtro%20aceite&limit=10"],
      ["search by SKU prefix 'BEN-CH-0421'", "/api/products?search=BEN-CH-0421&limit=10"],
      ["search with no match", "/api/products?search=zzzzzz&limit=10"],
      // The global search page's own request (/search?q=): 50 products, accents ignored.
      ["global search 'bujia' (page's request)", "/api/products?search=bujia&limit=50"],
      ["global search 'f' (one letter, many matches)", "/api/products?search=f&limit=50"],
      ["category filter", "/api/products?categoryId=1&limit=10"],
      // The 'Compatibles' tab: the parts that fit one model in one year.
      ["fitment: model + year (Compatibles)", `/api/vehicles/${benchVehicle}/products?year=2010&limit=20`],
      ["fitment: model, any year", `/api/vehicles/${benchVehicle}/products?limit=20`],
      ["search 'spark 2012 pastillas'", "/api/products?search=spark%202012%20pastillas&limit=50"],
      ["one product", "/api/products/5"],
      ["categories", "/api/categories"],
      ["dashboard stats", "/api/dashboard/stats"],
    ];
    console.log(
      `\n${CONCURRENCY} concurrent clients, ${SECONDS_PER_SCENARIO} s each, ${PRODUCT_COUNT} extra products`,
    );
    console.log(
      "scenario".padEnd(36),
      "req/s".padStart(8),
      "p50 ms".padStart(8),
      "p95 ms".padStart(8),
      "p99 ms".padStart(8),
      "errors".padStart(7),
    );
    for (const [label, path] of scenarios) {
      const f = await drive(`${address}${path}`, cookie);
      console.log(
        label.padEnd(36),
        f.perSecond.toFixed(0).padStart(8),
        f.p50.toFixed(1).padStart(8),
        f.p95.toFixed(1).padStart(8),
        f.p99.toFixed(1).padStart(8),
        String(f.errors).padStart(7),
      );
    }
    const memory = process.memoryUsage();
    console.log(`\nmemory: rss ${megabytes(memory.rss)}, heap used ${megabytes(memory.heapUsed)}`);
    await app.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
