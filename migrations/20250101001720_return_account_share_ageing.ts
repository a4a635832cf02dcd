// A return of a sale paid partly on account refunds the account first and the rest by the sale's
// other method (docs/payments.md): the part given back on the account is kept on the return, so the
// drawer counts only the rest and the accounts' check counts only that part. The ageing report sums
// every customer's movements: an index holding the customer and the amount answers it alone. It
// buckets only the sales still owing: `customer_open_sales` holds them with what each was charged
// and paid, recomputed from the ledger by every write that changes either (bff/src/store/
// account-writes.ts), so the report never groups a million movements.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("sale_returns", (t) => {
    t.bigInteger("account_cents").notNullable().defaultTo(0);
  });
  await knex("sale_returns")
    .where({ refund_method: "credito" })
    .update({ account_cents: knex.ref("refund_cents") });
  await knex.schema.createTable("customer_open_sales", (t) => {
    t.integer("sale_id").primary().references("id").inTable("sales").onDelete("CASCADE");
    t.integer("customer_id").notNullable().references("id").inTable("customers").onDelete("CASCADE");
    t.string("created_at", 40).notNullable();
    t.string("due_date", 10).notNullable();
    t.bigInteger("charged_cents").notNullable();
    t.bigInteger("paid_cents").notNullable();
  });
  await rebuildOpenSales(knex);
  await knex.raw(
    "CREATE INDEX customer_account_movements_balance ON customer_account_movements (customer_id, amount_cents)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS customer_account_movements_balance");
  await knex.schema.dropTable("customer_open_sales");
  await knex.schema.alterTable("sale_returns", (t) => {
    t.dropColumn("account_cents");
  });
}

/** Each sale on account that still owes, with its charge and what payments not voided settled. */
export const OPEN_SALES_FROM_LEDGER = `SELECT m.sale_id, m.customer_id, m.created_at, m.due_date,
       ch.cents AS charged_cents, COALESCE(pd.cents, 0) AS paid_cents
  FROM customer_account_movements m
  JOIN (SELECT sale_id, SUM(amount_cents) AS cents FROM customer_account_movements
         WHERE kind IN ('sale', 'return', 'cancel') AND sale_id IS NOT NULL GROUP BY sale_id) ch
    ON ch.sale_id = m.sale_id
  LEFT JOIN (SELECT a.sale_id, SUM(a.amount_cents) AS cents FROM customer_payment_allocations a
               JOIN customer_payments p ON p.id = a.payment_id
              WHERE p.voided_at IS NULL GROUP BY a.sale_id) pd
    ON pd.sale_id = m.sale_id
 WHERE m.kind = 'sale' AND ch.cents > COALESCE(pd.cents, 0)`;

/** Fills `customer_open_sales` from the ledger (the migration; a bulk load such as the benchmark's). */
export async function rebuildOpenSales(knex: Knex): Promise<void> {
  await knex("customer_open_sales").del();
  await knex.raw(
    `INSERT INTO customer_open_sales (sale_id, customer_id, created_at, due_date, charged_cents, paid_cents)
     ${OPEN_SALES_FROM_LEDGER}`,
  );
}
