// `npm run bench` ('Compras' part): issue 41's speed targets on SQLite at a big shop's size. Fills a
// migrated database, in a few set-based INSERTs, with 100 000 parts (one in twenty under its minimum
// stock, half of those with a preferred supplier) and 1 000 000 sale lines (200 000 completed sales
// of 5 lines over the last 120 days), then times, with the Knex store as the BFF uses it:
// - 'Sugerencias' (listPurchaseSuggestions, 30-day window), target p50 ≤ 300 ms;
// - confirming a 50-line receipt (createPurchaseReceipt: stock, one ledger movement a line, the cost
//   by the shop's rule and its price history), target p50 ≤ 50 ms, with 'Último costo' and with
//   'Costo promedio'.
// Exits 1 when one is missed. BENCH_PURCHASES_PARTS and BENCH_PURCHASES_LINES set the sizes,
// BENCH_PURCHASES_RUNS the runs; BENCH_PURCHASES_KEEP=<file> keeps the filled database.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import type { Knex } from "knex";
import { createKnex, migrateToLatest } from "../bff/src/db/knex";
import { seedIfEmpty } from "../bff/src/db/seed";
import { createKnexStore } from "../bff/src/store/knex-store";
import { purchaseReceiptsOperations } from "../server/operations/purchase-receipts";
import { purchaseSuggestionsOperations } from "../server/operations/purchase-suggestions";
import type { OperationContext } from "../server/operations/types";
import { timedFigure } from "./timing";

const PARTS = Number(process.env.BENCH_PURCHASES_PARTS ?? 100_000);
const SALE_LINES = Number(process.env.BENCH_PURCHASES_LINES ?? 1_000_000);
const RUNS = Number(process.env.BENCH_PURCHASES_RUNS ?? 20);
const LINES_EACH = 5;
const RECEIPT_LINES = 50;
const SUPPLIERS = 40;
const SUGGESTIONS_MS = 300;
const RECEIPT_MS = 50;
const DAY_S = 86_400;
// Ids of their own, far above the seed's, so each row's relations are arithmetic.
const PART_BASE = 1_000_000;
const SALE_BASE = 1_000_000;
const SUPPLIER_BASE = 10_000;

const numbers = (count: number) =>
  `WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < ${count - 1})`;
const iso = (seconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;

async function fill(knex: Knex, userId: number) {
  const started = performance.now();
  const now = Math.floor(Date.now() / 1000);
  const sales = Math.ceil(SALE_LINES / LINES_EACH);
  const template = (await knex("products").orderBy("id").first("category_id", "brand_id"))!;
  await knex.transaction(async (trx) => {
    await trx.raw(
      `${numbers(SUPPLIERS)}
       INSERT INTO suppliers (id, name, status, lead_time_days, created_at)
       SELECT ${SUPPLIER_BASE} + k, 'Proveedor de prueba ' || k, 'active', 3 + k % 10, ${iso(String(now))} FROM n`,
    );
    // Part k: under its minimum (50) when k % 20 = 0, else above it.
    await trx.raw(
      `${numbers(PARTS)}
       INSERT INTO products (id, name, sku, barcode, category_id, brand_id, cost_price, selling_price, stock,
              stock_threshold, created_at, updated_at)
       SELECT ${PART_BASE} + k, 'Repuesto de compra ' || k, 'BEN-PU-' || k, 'BPU' || k, ?, ?,
              1000 + k % 500, 1500 + k % 500, 1 + k % 40, CASE WHEN k % 20 = 0 THEN 50 ELSE 0 END,
              ${iso(String(now))}, ${iso(String(now))} FROM n`,
      [template.category_id, template.brand_id],
    );
    await trx.raw(
      `${numbers(PARTS)}
       INSERT INTO product_preferred_suppliers (product_id, supplier_id)
       SELECT ${PART_BASE} + k, ${SUPPLIER_BASE} + k % ${SUPPLIERS} FROM n WHERE k % 40 = 0`,
    );
    // Sale j, 120 days back to now; its 5 lines name spread-out parts.
    const at = `(${now} - (j * 7919) % (120 * ${DAY_S}))`;
    await trx.raw(
      `WITH RECURSIVE s(j) AS (SELECT 0 UNION ALL SELECT j + 1 FROM s WHERE j < ${sales - 1})
       INSERT INTO sales (id, user_id, payment_method, total, total_cents, subtotal_cents, created_at,
              completed_at, status)
       SELECT ${SALE_BASE} + j, ?, 'efectivo', 100, 10000, 10000, ${iso(at)}, ${iso(at)}, 'completed' FROM s`,
      [userId],
    );
    await trx.raw(
      `${numbers(sales * LINES_EACH)}
       INSERT INTO sale_lines (sale_id, product_id, quantity, unit_price, subtotal, name, sku, unit_price_cents,
              subtotal_cents)
       SELECT ${SALE_BASE} + k / ${LINES_EACH}, ${PART_BASE} + (k * 104729) % ${PARTS}, 1 + k % 3, 20, 20,
              'Repuesto', 'BEN-PU', 2000, 2000 FROM n`,
    );
  });
  await knex.raw("ANALYZE");
  const lines = (await knex("sale_lines").count("* as n").first())!.n;
  console.log(
    `filled ${PARTS} parts (${PARTS / 20} under their minimum), ${sales} sales, ${lines} sale lines in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), "bench-purchases-"));
  const file = process.env.BENCH_PURCHASES_KEEP ?? join(dir, "app.db");
  const knex = createKnex(file);
  let failed = false;
  try {
    await migrateToLatest(knex);
    await seedIfEmpty(knex, "demo");
    const admin = await knex("users").where("role", "admin").first("id", "name", "username", "email", "role");
    await fill(knex, admin.id as number);
    const store = createKnexStore(knex, { uploadsDir: dir });
    const settings = await store.shopSettings.get();
    await store.shopSettings.save({ ...settings, counterMode: true, requireOpenSession: false });
    const ctx = { user: { ...admin, active: true }, store, session: {} } as unknown as OperationContext;
    const input = (query: object, body?: object) => ({ params: {}, query, body }) as never;

    let parts = 0;
    if (
      await timedFigure("listPurchaseSuggestions", SUGGESTIONS_MS, RUNS, async () => {
        const answer = await purchaseSuggestionsOperations.listPurchaseSuggestions(ctx, input({ days: 30 }));
        parts = (answer.body as Array<{ items: unknown[] }>).reduce((n, group) => n + group.items.length, 0);
      })
    )
      failed = true;
    console.log(`  the suggestions list ${parts} parts`);

    for (const costRule of ["last", "average"] as const) {
      await store.purchaseSettings.save({ ...(await store.purchaseSettings.get()), costRule });
      // Each receipt brings 50 other parts, at a cost that moves, as deliveries do.
      const receipt = (i: number) => ({
        supplierId: SUPPLIER_BASE + (((i % SUPPLIERS) + SUPPLIERS) % SUPPLIERS),
        lines: Array.from({ length: RECEIPT_LINES }, (_, line) => ({
          productId: PART_BASE + ((((i + 1) * RECEIPT_LINES + line) * 7) % PARTS),
          quantity: 1 + (line % 12),
          unitCost: 1000 + ((i * 31 + line) % 400),
        })),
      });
      if (
        await timedFigure(
          `createPurchaseReceipt (${RECEIPT_LINES} lines, ${costRule})`,
          RECEIPT_MS,
          RUNS,
          async (i) => {
            const answer = await purchaseReceiptsOperations.createPurchaseReceipt(ctx, input({}, receipt(i)));
            if (answer.status !== 201) throw new Error(`createPurchaseReceipt: ${answer.status}`);
          },
        )
      )
        failed = true;
    }
  } finally {
    await knex.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(failed ? "purchases benchmark: a target was missed" : "purchases benchmark: every target met");
  if (failed) process.exitCode = 1;
}

void main();
