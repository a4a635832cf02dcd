// 'Crédito' (docs/payments.md): a customer's credit settings (enabled, the limit 'Cupo' in cents, the
// terms in days), his account's movements (a sale on account is a debit; a payment ('abono'), a return
// or a cancellation a credit; a voided payment a debit of its own), the payments and their allocations
// to the sales they settle. The balance is the sum of the movements: no stored total can drift.
// User columns carry no foreign key: a removed account leaves its money where it was.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("customer_credit", (t) => {
    t.integer("customer_id").primary().references("id").inTable("customers").onDelete("CASCADE");
    t.boolean("enabled").notNullable();
    t.bigInteger("limit_cents").notNullable();
    t.integer("terms_days").notNullable();
    t.integer("updated_by").notNullable();
    t.string("updated_at", 40).notNullable();
  });
  await knex.schema.createTable("customer_payments", (t) => {
    t.increments("id").primary();
    t.integer("customer_id").notNullable().references("id").inTable("customers").onDelete("CASCADE");
    t.bigInteger("amount_cents").notNullable();
    t.string("method", 20).notNullable();
    t.string("reference", 80).nullable();
    t.string("paid_on", 10).notNullable();
    t.integer("register_session_id").nullable().references("id").inTable("register_sessions");
    t.integer("user_id").notNullable();
    t.string("created_at", 40).notNullable();
    t.string("voided_at", 40).nullable();
    t.integer("voided_by").nullable();
    t.string("void_reason", 300).nullable();
    t.index(["customer_id", "id"], "customer_payments_customer");
    t.index(["register_session_id"], "customer_payments_session");
  });
  await knex.schema.createTable("customer_payment_allocations", (t) => {
    t.increments("id").primary();
    t.integer("payment_id").notNullable().references("id").inTable("customer_payments").onDelete("CASCADE");
    t.integer("sale_id").notNullable().references("id").inTable("sales").onDelete("CASCADE");
    t.bigInteger("amount_cents").notNullable();
    t.index(["sale_id"], "customer_payment_allocations_sale");
    t.index(["payment_id"], "customer_payment_allocations_payment");
  });
  await knex.schema.createTable("customer_account_movements", (t) => {
    t.increments("id").primary();
    t.integer("customer_id").notNullable().references("id").inTable("customers").onDelete("CASCADE");
    // sale | payment | return | cancel | void
    t.string("kind", 10).notNullable();
    // Signed: a debit (what the customer owes more) is positive, a credit negative.
    t.bigInteger("amount_cents").notNullable();
    t.integer("sale_id").nullable().references("id").inTable("sales").onDelete("SET NULL");
    t.integer("payment_id").nullable().references("id").inTable("customer_payments").onDelete("SET NULL");
    // A sale's due date (its day plus the customer's terms then).
    t.string("due_date", 10).nullable();
    t.string("note", 300).nullable();
    t.string("occurred_on", 10).notNullable();
    t.integer("user_id").nullable();
    t.string("created_at", 40).notNullable();
    t.index(["customer_id", "id"], "customer_account_movements_customer");
    t.index(["sale_id"], "customer_account_movements_sale");
  });
  // A payment is voided once: the second void finds its movement already there.
  await knex.raw(
    "CREATE UNIQUE INDEX customer_account_movements_one_void ON customer_account_movements (payment_id) WHERE kind = 'void'",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS customer_account_movements_one_void");
  await knex.schema.dropTable("customer_account_movements");
  await knex.schema.dropTable("customer_payment_allocations");
  await knex.schema.dropTable("customer_payments");
  await knex.schema.dropTable("customer_credit");
}
