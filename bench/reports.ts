// `npm run bench` (reports part): 'Reportes' and 'Rendimiento' at a year of trade on SQLite (or
// PostgreSQL: BENCH_ENGINE=postgres or BENCH_DATABASE_URL, as bench/pg-engine.ts reads them). Fills a
// migrated database with 100 000 parts and 1 000 000 sale lines (250 000 sales of 4 lines over the
// last 365 days, 1 % canceled, 2 % with a one-unit return a day later) in a few set-based INSERTs,
// fills the reports' summary with the migration's backfill, then times the operations the screens
// call, with the Knex store as the BFF uses it: p50 and p99 against the targets (≤ 300 ms p50,
// ≤ 800 ms p99). Exits 1 when one is missed.
// BENCH_REPORT_RUNS sets the runs per figure (20 by default); BENCH_REPORT_SALES the sales.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { Knex } from "knex";
import { prepareDatabase } from "../bff/src/db/open-database";
import { isPostgres } from "../bff/src/db/dialect";
import { createKnexStore } from "../bff/src/store/knex-store";
import { rebuildLastSold, rebuildSummaries } from "../migrations/support/sales-summary";
import type { OperationContext } from "../server/operations/types";
import { salesReportsOperations } from "../server/operations/sales-reports";
import { sellerPerformanceOperations } from "../server/operations/seller-performance";
import { openBenchDatabase, prepareBenchEngine, stopBenchEngine } from "./pg-engine";
import { quantile } from "./timing";

const PARTS = 100_000;
const SALES = Number(process.env.BENCH_REPORT_SALES ?? 250_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 20);
const P50_MS = 300;
const P99_MS = 800;
const DAY_S = 86_400;

const localDate = (date: Date) => date.toISOString().slice(0, 10);

async function fill(knex: Knex) {
  const started = performance.now();
  const now = Math.floor(Date.now() / 1000);
  await knex.transaction(async (trx) => {
    for (let i = 0; i < 20; i++) await trx("categories").insert({ name: `Bench categoría ${i}` });
    for (let i = 0; i < 60; i++) await trx("brands").insert({ name: `Bench marca ${i}` });
  });
  const cat = (await knex("categories").where("name", "like", "Bench%").min("id as id").first())!
    .id as number;
  const brand = (await knex("brands").where("name", "like", "Bench%").min("id as id").first())!.id as number;
  const pg = isPostgres(knex);
  const iso = (seconds: string) =>
    pg
      ? `to_char(to_timestamp(${seconds}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  const dayAfter = (instant: string) =>
    pg
      ? `to_char((CAST(${instant} AS TIMESTAMPTZ) + INTERVAL '1 day') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', julianday(${instant}) + 1)`;
  await knex.transaction(async (trx) => {
    // PostgreSQL's search-word triggers would take minutes over 100 000 new parts (the reports
    // read none of it): the throwaway cluster's superuser fills them with triggers off.
    if (pg) await trx.raw("SET LOCAL session_replication_role = replica");
    await trx.raw(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO products (name, sku, category_id, brand_id, cost_price, selling_price, stock, created_at, updated_at)
       SELECT 'Repuesto ' || i, 'BR-' || i, ? + i % 20, ? + i % 60, 1000 + (i % 500) * 100,
              1500 + (i % 500) * 150, 1 + i % 40, ${iso(String(now))}, ${iso(String(now))} FROM n`,
      [PARTS, cat, brand],
    );
  });
  const first = (await knex("products").where("sku", "BR-1").first("id"))!.id as number;
  const users = (await knex("users").orderBy("id").select("id")).map((u) => u.id as number);
  const sellers = `CASE i % ${users.length} ${users.map((id, k) => `WHEN ${k} THEN ${id}`).join(" ")} END`;
  const at = `${now} - ${365 * DAY_S} + i * ${(365 * DAY_S) / SALES}`;
  await knex.transaction(async (trx) => {
    await trx.raw(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO sales (user_id, payment_method, total, created_at, completed_at, status)
       SELECT ${sellers}, CASE i % 4 WHEN 0 THEN 'efectivo' WHEN 1 THEN 'tarjeta'
              WHEN 2 THEN 'transferencia' ELSE 'credito' END, 0,
              ${iso(`CAST(${at} AS INTEGER)`)}, ${iso(`CAST(${at} AS INTEGER)`)},
              CASE WHEN i % 100 = 0 THEN 'canceled' ELSE 'completed' END FROM n`,
      [SALES],
    );
    // Parts sold are the first 80 %: the rest is dead stock.
    await trx.raw(
      `INSERT INTO sale_lines (sale_id, product_id, quantity, unit_price, subtotal, name, sku,
              unit_price_cents, subtotal_cents, unit_cost_cents)
       SELECT s.id, p.id, 1 + (s.id + k.k) % 3, p.selling_price, p.selling_price * (1 + (s.id + k.k) % 3),
              p.name, p.sku, CAST(p.selling_price * 100 AS INTEGER),
              CAST(p.selling_price * 100 AS INTEGER) * (1 + (s.id + k.k) % 3), CAST(p.cost_price * 100 AS INTEGER)
         FROM sales s
         CROSS JOIN (SELECT 0 AS k UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3) k
         JOIN products p ON p.id = ? + (s.id * 7919 + k.k * 104729) % ?`,
      [first, Math.floor(PARTS * 0.8)],
    );
    await trx.raw(
      `INSERT INTO sale_returns (sale_id, user_id, reason, refund_cents, created_at)
       SELECT s.id, s.user_id, CASE s.id % 3 WHEN 0 THEN 'Producto defectuoso' WHEN 1 THEN 'No era la referencia'
              ELSE 'Cliente desistió' END, 0,
              ${dayAfter("s.completed_at")}
         FROM sales s WHERE s.id % 50 = 7 AND ${dayAfter("s.completed_at")} < ?`,
      [new Date().toISOString()],
    );
    await trx.raw(
      `INSERT INTO sale_return_lines (return_id, sale_line_id, quantity)
       SELECT r.id, MIN(l.id), 1 FROM sale_returns r JOIN sale_lines l ON l.sale_id = r.sale_id GROUP BY r.id`,
    );
  });
  const lines = (await knex("sale_lines").count("* as n").first())!.n;
  console.log(
    `filled ${PARTS} parts, ${SALES} sales, ${lines} lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  // The summary the writes keep, filled as the migration's backfill fills it.
  const summing = performance.now();
  await knex.transaction(async (trx) => {
    await rebuildSummaries(trx);
    await rebuildLastSold(trx);
  });
  const seconds = ((performance.now() - summing) / 1000).toFixed(1);
  // PostgreSQL: as its autovacuum leaves freshly written tables (the visibility map set, so the
  // summary's covering indexes are read without visiting the table), and planned from statistics.
  await knex.raw(isPostgres(knex) ? "VACUUM ANALYZE" : "ANALYZE");
  const rows = async (table: string) => (await knex(table).count("* as n").first())!.n;
  console.log(
    `summed ${await rows("sales_summary")} summary rows, ${await rows("sales_summary_products")} by part, ` +
      `${await rows("product_last_sales")} last sales in ${seconds} s`,
  );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), "bench-reports-"));
  // BENCH_REPORT_KEEP=<file>: keep the filled database there to study the plans.
  const file = process.env.BENCH_REPORT_KEEP ?? join(dir, "app.db");
  const engine = await prepareBenchEngine();
  console.log(`engine: ${engine}`);
  const knex = openBenchDatabase(file);
  let failed = false;
  try {
    await prepareDatabase(knex, "demo");
    await knex("shop_settings").catch(() => undefined);
    await fill(knex);
    const store = createKnexStore(knex, { uploadsDir: dir });
    const admin = await knex("users").where("role", "admin").first("id", "name", "username", "email", "role");
    const seller = (await knex("users").orderBy("id").select("id"))[1]?.id as number | undefined;
    const ctx = { user: { ...admin, active: true }, store, session: {} } as unknown as OperationContext;
    const today = new Date();
    const monthAgo = new Date(today.getTime() - 30 * DAY_S * 1000);
    const yearAgo = new Date(today.getTime() - 365 * DAY_S * 1000);
    const input = (query: object) => ({ params: {}, query, body: undefined }) as never;
    const cases: [string, () => Promise<unknown>][] = [
      [
        "getSalesReport, 30 days by day",
        () =>
          salesReportsOperations.getSalesReport(
            ctx,
            input({ from: localDate(monthAgo), to: localDate(today) }),
          ),
      ],
      [
        "getSalesReport, 365 days by month",
        () =>
          salesReportsOperations.getSalesReport(
            ctx,
            input({ from: localDate(yearAgo), to: localDate(today), groupBy: "month" }),
          ),
      ],
      [
        "getSalesReport, 365 days, one seller",
        () =>
          salesReportsOperations.getSalesReport(
            ctx,
            input({ from: localDate(yearAgo), to: localDate(today), groupBy: "month", sellerId: seller }),
          ),
      ],
      [
        "getSalesReport, 30 days, one payment method",
        () =>
          salesReportsOperations.getSalesReport(
            ctx,
            input({ from: localDate(monthAgo), to: localDate(today), paymentMethod: "tarjeta" }),
          ),
      ],
      ["getStockReport, 90 days", () => salesReportsOperations.getStockReport(ctx, input({ days: 90 }))],
      ["getStockReport, 180 days", () => salesReportsOperations.getStockReport(ctx, input({ days: 180 }))],
      [
        "getSellerPerformance, month",
        () => sellerPerformanceOperations.getSellerPerformance(ctx, input({ period: "month" })),
      ],
      [
        "getSellerPerformance, year",
        () => sellerPerformanceOperations.getSellerPerformance(ctx, input({ period: "year" })),
      ],
    ];
    for (const [name, run] of cases) {
      await run(); // warm the page cache
      const times: number[] = [];
      // At most RUNS runs, and no more than 3 once a figure has taken 30 s: a slow one is slow.
      const budget = performance.now() + 30_000;
      for (let i = 0; i < RUNS && (i < 3 || performance.now() < budget); i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      const p50 = quantile(times, 0.5);
      const p99 = quantile(times, 0.99);
      const miss = p50 > P50_MS || p99 > P99_MS;
      if (miss) failed = true;
      console.log(
        `${name}: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms (${times.length} runs)${miss ? "  MISSED" : ""}`,
      );
    }
    console.log(`targets: p50 ≤ ${P50_MS} ms, p99 ≤ ${P99_MS} ms (up to ${RUNS} runs each)`);
  } finally {
    await knex.destroy();
    stopBenchEngine();
    await rm(dir, { recursive: true, force: true });
  }
  if (failed) process.exitCode = 1;
}

void main();
