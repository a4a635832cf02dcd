// A return of a sale paid partly on account refunds the account first and the rest by the sale's
// other method (docs/payments.md): the part given back on the account is kept on the return, so the
// drawer counts only the rest and the accounts' check counts only that part. The ageing report sums
// every customer's movements: an index holding the customer and the amount answers it alone.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("sale_returns", (t) => {
    t.bigInteger("account_cents").notNullable().defaultTo(0);
  });
  await knex("sale_returns")
    .where({ refund_method: "credito" })
    .update({ account_cents: knex.ref("refund_cents") });
  await knex.raw(
    "CREATE INDEX customer_account_movements_balance ON customer_account_movements (customer_id, amount_cents)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS customer_account_movements_balance");
  await knex.schema.alterTable("sale_returns", (t) => {
    t.dropColumn("account_cents");
  });
}
