// The owner's numbers (issue 44): each sale line keeps the product's cost at the moment of the sale,
// so a margin is not moved by a later purchase at another cost. Lines sold before this migration take
// the product's current cost (the best figure left); a line whose product was deleted keeps 0.
// The reports read completed sales by the moment they were completed and returns by theirs: two
// indexes serve those ranges. 'Establecer Metas' keeps each seller's goal for a month here (no
// foreign key on the user, as elsewhere: a removed account leaves its history).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("sale_lines", (t) => {
    t.bigInteger("unit_cost_cents").notNullable().defaultTo(0);
  });
  await knex.raw(
    `UPDATE sale_lines SET unit_cost_cents = COALESCE(
       (SELECT CAST(ROUND(p.cost_price * 100) AS BIGINT) FROM products p WHERE p.id = sale_lines.product_id), 0)`,
  );
  await knex.raw("CREATE INDEX sales_report_time ON sales (status, completed_at, id)");
  await knex.raw("CREATE INDEX sale_returns_report_time ON sale_returns (created_at, sale_id)");
  await knex.schema.createTable("seller_goals", (t) => {
    t.integer("user_id").notNullable();
    t.string("month", 7).notNullable();
    t.bigInteger("amount_cents").notNullable();
    t.integer("units").notNullable();
    t.string("updated_at", 40).notNullable();
    t.primary(["month", "user_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("seller_goals");
  await knex.raw("DROP INDEX IF EXISTS sale_returns_report_time");
  await knex.raw("DROP INDEX IF EXISTS sales_report_time");
  await knex.schema.alterTable("sale_lines", (t) => {
    t.dropColumn("unit_cost_cents");
  });
}
