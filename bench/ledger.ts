// Benchmark of the stock ledger on SQLite (the default engine), at the store level the operations
// call: what recording a movement adds to a stock edit, and how long a product's newest and deep
// pages of movements take when it has 100 000 of them. Prints the figures against the targets
// (≤ 1 ms added per edit; newest page ≤ 20 ms; any deep page ≤ 2 × that) and exits 1 when one is missed.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createKnex, migrateToLatest } from "../bff/src/db/knex";
import { seedIfEmpty } from "../bff/src/db/seed";
import { updateProductRow } from "../bff/src/store/product-rows";
import { createProductsRepository } from "../bff/src/store/products-repository";
import { createStockLedgerRepository } from "../bff/src/store/stock-ledger-repository";

const EDITS = Number(process.env.BENCH_LEDGER_EDITS ?? 1500);
const MOVEMENTS = 100_000;
const PAGE = 20;
const READS = 200;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), "bench-ledger-"));
  const knex = createKnex(join(dir, "app.db"));
  let failed = false;
  try {
    await migrateToLatest(knex);
    await seedIfEmpty(knex, "demo");
    const [first, second] = await knex("products").orderBy("id").limit(2).select("id");

    // Stock edits, alternating the two paths so load on the machine falls on both alike: the edit
    // as it is now (read the levels, update, one movement) and the bare update it replaced, each
    // followed by the read-back the repository answers with.
    const products = createProductsRepository(knex);
    const withLedger: number[] = [];
    const without: number[] = [];
    for (let i = 0; i < EDITS; i++) {
      const stock = 10 + (i % 7);
      withLedger.push(await timed(() => products.update(first.id, { stock }, 1)));
      without.push(
        await timed(async () => {
          await knex.transaction((trx) => updateProductRow(trx, second.id, { stock }));
          return products.find(second.id);
        }),
      );
    }
    const added = median(withLedger) - median(without);
    console.log(
      `stock edit, ${EDITS} each: with ledger ${ms(median(withLedger))}, without ${ms(median(without))}`,
    );
    console.log(`  ledger adds ${ms(added)} per edit (target ≤ 1 ms)`);
    if (added > 1) failed = true;

    // One product with 100 000 movements (adding to zero, so the invariant still holds).
    const product = (await knex("products").orderBy("id", "desc").first("id")).id as number;
    const now = new Date().toISOString();
    await knex.raw(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
       INSERT INTO stock_movements (product_id, quantity, stock_after, kind, reason, user_id, created_at)
       SELECT ?, CASE WHEN i % 2 = 1 THEN 1 ELSE -1 END, 0, 'adjustment', 'Conteo físico', 1, ? FROM n`,
      [MOVEMENTS, product, now],
    );
    const ids = (await knex("stock_movements")
      .where({ product_id: product })
      .orderBy("id", "desc")
      .pluck("id")) as number[];
    const ledger = createStockLedgerRepository(knex);
    const page = (before?: number) => ledger.movements({ productId: product, before, limit: PAGE + 1 });
    const newest: number[] = [];
    const deep: number[] = [];
    for (let i = 0; i < READS; i++) {
      newest.push(await timed(() => page()));
      // Anywhere from the middle to the last page.
      const at = Math.floor(ids.length / 2 + ((ids.length / 2 - PAGE) * i) / READS);
      deep.push(await timed(() => page(ids[at])));
    }
    const newestMs = median(newest);
    const deepMs = median(deep);
    const deepP95 = p95(deep);
    console.log(`product with ${ids.length} movements, pages of ${PAGE}, ${READS} reads each:`);
    console.log(`  newest page ${ms(newestMs)} median, ${ms(p95(newest))} p95 (target ≤ 20 ms)`);
    console.log(`  deep pages  ${ms(deepMs)} median, ${ms(deepP95)} p95 (target ≤ 2 × newest target, 40 ms)`);
    if (newestMs > 20 || deepMs > 40) failed = true;
  } finally {
    await knex.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(failed ? "ledger benchmark: a target was missed" : "ledger benchmark: every target met");
  process.exit(failed ? 1 : 0);
}

void main();
