// `npm run bench` ('Crédito' part): customer accounts on SQLite at a busy shop's size. Fills a
// migrated database, in a few set-based INSERTs, with 20 000 customers with credit and 1 000 000
// account movements (per customer 25 sales on account over the last 250 days, 23 of them paid by a
// payment of their own, the 2 newest still open with a return each), then times, with the Knex store
// as the BFF uses it, the ageing report (getAccountsAgeing, target p50 ≤ 300 ms) and recording a
// payment (createCustomerPayment, oldest sales first, target p50 ≤ 20 ms). Exits 1 when one is missed.
// BENCH_ACCOUNTS_CUSTOMERS sets the customers (20 000 by default); BENCH_ACCOUNTS_RUNS the runs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createKnex, migrateToLatest } from "../bff/src/db/knex";
import { seedIfEmpty } from "../bff/src/db/seed";
import { createKnexStore } from "../bff/src/store/knex-store";
import { rebuildOpenSales } from "../migrations/20250101001720_return_account_share_ageing";
import { rebuildBalances } from "../migrations/20250101001735_customer_balances";
import { accountsOperations } from "../server/operations/accounts";
import type { OperationContext } from "../server/operations/types";
import { timedFigure } from "./timing";

const CUSTOMERS = Number(process.env.BENCH_ACCOUNTS_CUSTOMERS ?? 20_000);
const RUNS = Number(process.env.BENCH_ACCOUNTS_RUNS ?? 20);
const PAYMENTS = 200;
const SALES_EACH = 25;
const PAID_EACH = 23;
const AGEING_MS = 300;
const PAYMENT_MS = 20;
const DAY_S = 86_400;
// Ids of their own, far above the seed's, so each row's relations are arithmetic.
const CUSTOMER_BASE = 100_000;
const SALE_BASE = 1_000_000;

async function fill(knex: ReturnType<typeof createKnex>, userId: number) {
  const started = performance.now();
  const now = Math.floor(Date.now() / 1000);
  const sales = CUSTOMERS * SALES_EACH;
  const iso = (seconds: string) => `strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`;
  const day = (seconds: string) => `strftime('%Y-%m-%d', ${seconds}, 'unixepoch')`;
  // Sale k belongs to customer k % CUSTOMERS; its ordinal j = k / CUSTOMERS, older first.
  const at = `(${now} - (${SALES_EACH} - k / ${CUSTOMERS}) * 10 * ${DAY_S} + k % 86400)`;
  const cents = `(10000 + (k % 7) * 1000)`;
  const paid = `k / ${CUSTOMERS} < ${PAID_EACH}`;
  const numbers = (count: number) =>
    `WITH RECURSIVE n(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM n WHERE k < ${count - 1})`;
  await knex.transaction(async (trx) => {
    await trx.raw(
      `${numbers(CUSTOMERS)}
       INSERT INTO customers (id, customer_type, document_type, document_number, first_name, last_name,
              created_by, created_at, updated_at)
       SELECT ${CUSTOMER_BASE} + k, 'natural', 'cedula', 'B-' || k, 'Cliente', 'Banco ' || k, ?,
              ${iso(String(now))}, ${iso(String(now))} FROM n`,
      [userId],
    );
    await trx.raw(
      `${numbers(CUSTOMERS)}
       INSERT INTO customer_credit (customer_id, enabled, limit_cents, terms_days, updated_by, updated_at)
       SELECT ${CUSTOMER_BASE} + k, 1, 50000000, 30, ?, ${iso(String(now))} FROM n`,
      [userId],
    );
    await trx.raw(
      `${numbers(sales)}
       INSERT INTO sales (id, user_id, customer_id, payment_method, total, total_cents, created_at,
              completed_at, status)
       SELECT ${SALE_BASE} + k, ?, ${CUSTOMER_BASE} + k % ${CUSTOMERS}, 'credito', ${cents} / 100.0, ${cents},
              ${iso(at)}, ${iso(at)}, 'completed' FROM n`,
      [userId],
    );
    await trx.raw(
      `${numbers(sales)}
       INSERT INTO customer_account_movements (customer_id, kind, amount_cents, sale_id, due_date,
              occurred_on, user_id, created_at)
       SELECT ${CUSTOMER_BASE} + k % ${CUSTOMERS}, 'sale', ${cents}, ${SALE_BASE} + k,
              ${day(`${at} + 30 * ${DAY_S}`)}, ${day(at)}, ?, ${iso(at)} FROM n`,
      [userId],
    );
    // Each of the older sales paid in full by a payment of its own, a day after it.
    await trx.raw(
      `${numbers(sales)}
       INSERT INTO customer_payments (id, customer_id, amount_cents, method, paid_on, user_id, created_at)
       SELECT ${SALE_BASE} + k, ${CUSTOMER_BASE} + k % ${CUSTOMERS}, ${cents}, 'transferencia',
              ${day(`${at} + ${DAY_S}`)}, ?, ${iso(`${at} + ${DAY_S}`)} FROM n WHERE ${paid}`,
      [userId],
    );
    await trx.raw(
      `INSERT INTO customer_payment_allocations (payment_id, sale_id, amount_cents)
       SELECT id, id, amount_cents FROM customer_payments WHERE id >= ${SALE_BASE}`,
    );
    await trx.raw(
      `INSERT INTO customer_account_movements (customer_id, kind, amount_cents, payment_id, occurred_on,
              user_id, created_at)
       SELECT customer_id, 'payment', -amount_cents, id, paid_on, user_id, created_at
         FROM customer_payments WHERE id >= ${SALE_BASE}`,
    );
    // The open sales each had one part returned.
    await trx.raw(
      `${numbers(sales)}
       INSERT INTO customer_account_movements (customer_id, kind, amount_cents, sale_id, note, occurred_on,
              user_id, created_at)
       SELECT ${CUSTOMER_BASE} + k % ${CUSTOMERS}, 'return', -1000, ${SALE_BASE} + k, 'Devolución',
              ${day(`${at} + ${DAY_S}`)}, ?, ${iso(`${at} + ${DAY_S}`)} FROM n WHERE NOT (${paid})`,
      [userId],
    );
  });
  await rebuildOpenSales(knex);
  await rebuildBalances(knex);
  await knex.raw("ANALYZE");
  const movements = (await knex("customer_account_movements").count("* as n").first())!.n;
  console.log(
    `filled ${CUSTOMERS} customers, ${sales} sales on account, ${movements} account movements in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), "bench-accounts-"));
  // BENCH_ACCOUNTS_KEEP=<file>: keep the filled database there to study the plans.
  const file = process.env.BENCH_ACCOUNTS_KEEP ?? join(dir, "app.db");
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
    const input = (params: object, body?: object) => ({ params, query: {}, body }) as never;

    let rows = 0;
    if (
      await timedFigure("getAccountsAgeing", AGEING_MS, RUNS, async () => {
        const answer = await accountsOperations.getAccountsAgeing(ctx, input({}));
        rows = (answer.body as { rows: unknown[] }).rows.length;
      })
    )
      failed = true;
    console.log(`  the report lists ${rows} accounts`);
    // Each payment on another customer: oldest open sales first, as at the counter.
    if (
      await timedFigure("createCustomerPayment", PAYMENT_MS, PAYMENTS, async (i) => {
        const answer = await accountsOperations.createCustomerPayment(
          ctx,
          input(
            { id: CUSTOMER_BASE + (((i + 1) * 97) % CUSTOMERS) },
            { amountCents: 5_000, method: "tarjeta" },
          ),
        );
        if (answer.status !== 201) throw new Error(`createCustomerPayment: ${answer.status}`);
      })
    )
      failed = true;
  } finally {
    await knex.destroy();
    await rm(dir, { recursive: true, force: true });
  }
  console.log(failed ? "accounts benchmark: a target was missed" : "accounts benchmark: every target met");
  if (failed) process.exitCode = 1;
}

void main();
