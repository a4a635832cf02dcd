// 'Modo mostrador': sales recorded at the counter. The existing sales and lines gain a status, exact
// money in integer cents (the old floating columns stay, written alongside, for older readers), the
// product's name and SKU as sold and the units returned; returns get tables of their own. Sales
// recorded before this migration are completed sales without IVA, their cents taken from their
// amounts. No foreign key on customer_id: adding one would make SQLite rebuild the table; a deleted
// customer leaves the name the sale was made with.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable("sales", (t) => {
    t.string("status", 10).notNullable().defaultTo("completed");
    t.integer("customer_id").nullable();
    t.integer("tax_rate").notNullable().defaultTo(0);
    t.bigInteger("discount_cents").notNullable().defaultTo(0);
    t.bigInteger("subtotal_cents").notNullable().defaultTo(0);
    t.bigInteger("tax_cents").notNullable().defaultTo(0);
    t.bigInteger("total_cents").notNullable().defaultTo(0);
    t.bigInteger("returned_cents").notNullable().defaultTo(0);
    t.string("completed_at", 40).nullable();
    t.string("canceled_at", 40).nullable();
    t.integer("canceled_by").nullable();
  });
  await knex.schema.alterTable("sale_lines", (t) => {
    t.string("name", 200).notNullable().defaultTo("");
    t.string("sku", 100).notNullable().defaultTo("");
    t.bigInteger("unit_price_cents").notNullable().defaultTo(0);
    t.bigInteger("discount_cents").notNullable().defaultTo(0);
    t.bigInteger("subtotal_cents").notNullable().defaultTo(0);
    t.integer("returned_quantity").notNullable().defaultTo(0);
  });
  await knex.raw(
    `UPDATE sales SET total_cents = CAST(ROUND(total * 100) AS BIGINT),
       subtotal_cents = CAST(ROUND(total * 100) AS BIGINT), completed_at = created_at`,
  );
  await knex.raw(
    `UPDATE sale_lines SET unit_price_cents = CAST(ROUND(unit_price * 100) AS BIGINT),
       subtotal_cents = CAST(ROUND(subtotal * 100) AS BIGINT),
       discount_cents = CAST(ROUND(unit_price * 100) AS BIGINT) * quantity - CAST(ROUND(subtotal * 100) AS BIGINT),
       name = COALESCE((SELECT p.name FROM products p WHERE p.id = sale_lines.product_id), ''),
       sku = COALESCE((SELECT p.sku FROM products p WHERE p.id = sale_lines.product_id), '')`,
  );
  // The sales list: newest first, all or one status.
  await knex.schema.alterTable("sales", (t) => {
    t.index(["created_at", "id"], "sales_time_page");
    t.index(["status", "created_at", "id"], "sales_status_time_page");
  });

  await knex.schema.createTable("sale_returns", (t) => {
    t.increments("id").primary();
    t.integer("sale_id").notNullable().references("id").inTable("sales").onDelete("CASCADE");
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("reason", 300).notNullable();
    t.bigInteger("refund_cents").notNullable();
    t.string("created_at", 40).notNullable();
    t.index(["sale_id"]);
  });
  await knex.schema.createTable("sale_return_lines", (t) => {
    t.increments("id").primary();
    t.integer("return_id").notNullable().references("id").inTable("sale_returns").onDelete("CASCADE");
    t.integer("sale_line_id").notNullable().references("id").inTable("sale_lines").onDelete("CASCADE");
    t.integer("quantity").notNullable();
    t.index(["return_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("sale_return_lines");
  await knex.schema.dropTable("sale_returns");
  await knex.schema.alterTable("sales", (t) => {
    t.dropIndex(["status", "created_at", "id"], "sales_status_time_page");
    t.dropIndex(["created_at", "id"], "sales_time_page");
  });
}
