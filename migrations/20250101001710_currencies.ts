// Other currencies accepted at the counter (rules/currencies.ts): the codes an Administrador added
// and each one's rate of the day, one per currency and local day, with who set it and when. A
// payment keeps its currency, amount and rate in its own row (sale_payments), so removing a currency
// or changing a rate never rewrites what was paid.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("currencies", (t) => {
    t.string("code", 3).primary();
    t.string("name", 60).notNullable();
    t.string("created_at", 40).notNullable();
  });
  await knex.schema.createTable("exchange_rates", (t) => {
    t.increments("id").primary();
    t.string("currency", 3).notNullable();
    t.string("day", 10).notNullable();
    t.string("rate", 40).notNullable();
    t.integer("set_by").nullable();
    t.string("set_at", 40).notNullable();
    t.unique(["currency", "day"], { indexName: "exchange_rates_currency_day" });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("exchange_rates");
  await knex.schema.dropTable("currencies");
}
