// 'Compras': suppliers on the server, purchase orders with their lines, and receipts ('Recibir
// mercancía') with theirs. Money in integer cents. A supplier's tax id is unique under its key
// (separators dropped, upper case; null when it has none). A receipt line keeps the cost before and
// after it and the stock after it, so a receipt reads as it was confirmed. Order and receipt lines
// keep the part's name and SKU: a part may be renamed or deleted later.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("suppliers", (t) => {
    t.increments("id").primary();
    t.string("name", 200).notNullable();
    t.string("contact_person", 200).nullable();
    t.string("email", 200).nullable();
    t.string("phone", 40).nullable();
    t.string("address", 300).nullable();
    t.string("city", 100).nullable();
    t.string("country", 100).nullable();
    t.string("status", 10).notNullable().defaultTo("active");
    t.integer("rating").nullable();
    t.string("tax_id", 40).nullable();
    t.string("tax_key", 40).nullable().unique();
    t.integer("lead_time_days").nullable();
    t.string("created_at", 40).notNullable();
  });
  await knex.schema.createTable("purchase_orders", (t) => {
    t.increments("id").primary();
    t.integer("supplier_id").notNullable().references("id").inTable("suppliers");
    t.string("status", 20).notNullable();
    t.string("expected_date", 10).nullable();
    t.string("notes", 1000).nullable();
    t.integer("tax_rate").notNullable();
    t.bigInteger("subtotal_cents").notNullable();
    t.bigInteger("tax_cents").notNullable();
    t.bigInteger("total_cents").notNullable();
    t.integer("created_by").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("created_at", 40).notNullable();
    t.string("updated_at", 40).notNullable();
    t.index(["created_at", "id"], "purchase_orders_time_page");
    t.index(["supplier_id"]);
  });
  await knex.schema.createTable("purchase_order_lines", (t) => {
    t.increments("id").primary();
    t.integer("order_id").notNullable().references("id").inTable("purchase_orders").onDelete("CASCADE");
    t.integer("product_id").nullable().references("id").inTable("products").onDelete("SET NULL");
    t.string("name", 200).notNullable();
    t.string("sku", 100).notNullable();
    t.integer("quantity").notNullable();
    t.integer("received_quantity").notNullable().defaultTo(0);
    t.bigInteger("unit_cost_cents").notNullable();
    t.bigInteger("subtotal_cents").notNullable();
    t.index(["order_id"]);
    t.index(["product_id"]);
  });
  await knex.schema.createTable("purchase_receipts", (t) => {
    t.increments("id").primary();
    t.integer("order_id").nullable().references("id").inTable("purchase_orders").onDelete("SET NULL");
    t.integer("supplier_id").nullable().references("id").inTable("suppliers").onDelete("SET NULL");
    t.string("note", 1000).nullable();
    t.bigInteger("total_cents").notNullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("created_at", 40).notNullable();
    t.index(["created_at", "id"], "purchase_receipts_time_page");
    t.index(["order_id"]);
  });
  await knex.schema.createTable("purchase_receipt_lines", (t) => {
    t.increments("id").primary();
    t.integer("receipt_id").notNullable().references("id").inTable("purchase_receipts").onDelete("CASCADE");
    t.integer("product_id").nullable().references("id").inTable("products").onDelete("SET NULL");
    t.string("name", 200).notNullable();
    t.string("sku", 100).notNullable();
    t.integer("quantity").notNullable();
    t.bigInteger("unit_cost_cents").notNullable();
    t.bigInteger("cost_before_cents").notNullable();
    t.bigInteger("cost_after_cents").notNullable();
    t.integer("stock_after").notNullable();
    t.index(["receipt_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("purchase_receipt_lines");
  await knex.schema.dropTable("purchase_receipts");
  await knex.schema.dropTable("purchase_order_lines");
  await knex.schema.dropTable("purchase_orders");
  await knex.schema.dropTable("suppliers");
}
