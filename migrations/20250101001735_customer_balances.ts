// The ageing report over every account ('Crédito', bench/accounts.ts: 20 000 customers, 1 000 000
// movements) needs each customer's balance without summing his movements: `customer_balances` keeps
// it, moved by the same statement pair that writes a movement (account-writes.ts `insertMovement`)
// and checked against the movements by `npm run check:ledger`. The open sales get an index by
// customer holding what the report sums by age, so it groups them without reading the table.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("customer_balances", (t) => {
    t.integer("customer_id").primary().references("id").inTable("customers").onDelete("CASCADE");
    t.bigInteger("balance_cents").notNullable();
  });
  await rebuildBalances(knex);
  await knex.raw(
    "CREATE INDEX customer_open_sales_ageing ON customer_open_sales (customer_id, due_date, charged_cents, paid_cents)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS customer_open_sales_ageing");
  await knex.schema.dropTable("customer_balances");
}

/** Each customer's balance: the sum of his movements. */
export const BALANCES_FROM_LEDGER = `SELECT customer_id, SUM(amount_cents) AS balance_cents
  FROM customer_account_movements GROUP BY customer_id`;

/** Fills `customer_balances` from the ledger (the migration; a bulk load such as the benchmark's). */
export async function rebuildBalances(knex: Knex): Promise<void> {
  await knex("customer_balances").del();
  await knex.raw(`INSERT INTO customer_balances (customer_id, balance_cents) ${BALANCES_FROM_LEDGER}`);
}
