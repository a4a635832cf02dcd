// Lost sales ('Venta perdida'): what was asked and not sold, one row each. A catalogue part keeps
// its name and SKU of the moment (it may be renamed or deleted later); free text keeps what was
// typed. `part_key` is what the report groups by (rules/lost-sales.ts).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("lost_sales", (t) => {
    t.increments("id").primary();
    t.integer("product_id").nullable().references("id").inTable("products").onDelete("SET NULL");
    t.string("name", 200).notNullable();
    t.string("sku", 100).nullable();
    t.string("vehicle", 200).nullable();
    t.integer("quantity").notNullable();
    t.string("reason", 20).notNullable();
    t.string("part_key", 220).notNullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("created_at", 40).notNullable();
    t.index(["created_at"], "lost_sales_time");
    t.index(["product_id", "created_at"], "lost_sales_part_time");
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("lost_sales");
}
