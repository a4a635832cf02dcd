// 'Caja' (docs/payments.md): named registers ('Caja 1' from the start), their sessions (at most one
// open per register, enforced by a partial unique index so two sellers racing to open get one
// session and one refusal on SQLite and PostgreSQL), cash movements, a completed sale's payments and
// the recorded reopenings. A return's refund records its method and the session it left from. User
// columns carry no foreign key: a removed account leaves its money where it was.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("registers", (t) => {
    t.increments("id").primary();
    t.string("name", 60).notNullable();
    t.string("name_key", 60).notNullable().unique();
    t.string("created_at", 40).notNullable();
  });
  await knex.schema.createTable("register_sessions", (t) => {
    t.increments("id").primary();
    t.integer("register_id").notNullable().references("id").inTable("registers");
    t.integer("opened_by").notNullable();
    t.string("opened_at", 40).notNullable();
    t.bigInteger("opening_float_cents").notNullable();
    t.string("closed_at", 40).nullable();
    t.integer("closed_by").nullable();
    t.text("counted_json").nullable();
    t.text("note").nullable();
    t.index(["opened_by", "id"], "register_sessions_opened_by");
    t.index(["opened_at", "id"], "register_sessions_opened_at");
  });
  await knex.raw(
    "CREATE UNIQUE INDEX register_sessions_one_open ON register_sessions (register_id) WHERE closed_at IS NULL",
  );
  await knex.schema.createTable("register_session_reopens", (t) => {
    t.increments("id").primary();
    t.integer("session_id").notNullable().references("id").inTable("register_sessions");
    t.integer("user_id").notNullable();
    t.string("reason", 300).notNullable();
    t.text("counted_json").nullable();
    t.text("note").nullable();
    t.string("closed_at", 40).nullable();
    t.integer("closed_by").nullable();
    t.string("created_at", 40).notNullable();
    t.index(["session_id"], "register_session_reopens_session");
  });
  await knex.schema.createTable("cash_movements", (t) => {
    t.increments("id").primary();
    t.integer("session_id").notNullable().references("id").inTable("register_sessions");
    t.string("kind", 3).notNullable();
    t.bigInteger("amount_cents").notNullable();
    t.string("reason", 200).notNullable();
    t.integer("user_id").notNullable();
    t.string("created_at", 40).notNullable();
    t.index(["session_id", "id"], "cash_movements_session");
  });
  await knex.schema.createTable("sale_payments", (t) => {
    t.increments("id").primary();
    t.integer("sale_id").notNullable().references("id").inTable("sales").onDelete("CASCADE");
    t.string("method", 20).notNullable();
    t.bigInteger("amount_cents").notNullable();
    t.bigInteger("tendered_cents").nullable();
    t.bigInteger("change_cents").nullable();
    t.string("reference", 80).nullable();
    t.string("currency", 3).nullable();
    t.bigInteger("foreign_amount").nullable();
    t.string("rate", 40).nullable();
    t.integer("register_session_id").nullable().references("id").inTable("register_sessions");
    t.integer("user_id").notNullable();
    t.string("created_at", 40).notNullable();
    t.index(["sale_id"], "sale_payments_sale");
    t.index(["register_session_id"], "sale_payments_session");
  });
  await knex.schema.alterTable("sale_returns", (t) => {
    t.string("refund_method", 20).nullable();
    t.integer("register_session_id").nullable();
  });
  await knex.raw("CREATE INDEX sale_returns_session ON sale_returns (register_session_id)");
  await knex("registers").insert({
    name: "Caja 1",
    name_key: "caja 1",
    created_at: new Date().toISOString(),
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS sale_returns_session");
  await knex.schema.alterTable("sale_returns", (t) => {
    t.dropColumn("refund_method");
    t.dropColumn("register_session_id");
  });
  await knex.schema.dropTable("sale_payments");
  await knex.schema.dropTable("cash_movements");
  await knex.schema.dropTable("register_session_reopens");
  await knex.schema.dropTable("register_sessions");
  await knex.schema.dropTable("registers");
}
