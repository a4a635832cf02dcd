// 'Devolución a proveedor': a return of received units to a supplier, optionally against a
// receipt, with its lines. A line keeps the part's name and SKU (a part may be renamed or deleted
// later) and the stock after it, so a return reads as it was confirmed.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("supplier_returns", (t) => {
    t.increments("id").primary();
    t.integer("receipt_id").nullable().references("id").inTable("purchase_receipts").onDelete("SET NULL");
    t.integer("supplier_id").nullable().references("id").inTable("suppliers").onDelete("SET NULL");
    t.string("note", 1000).nullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("created_at", 40).notNullable();
    t.index(["receipt_id"]);
  });
  await knex.schema.createTable("supplier_return_lines", (t) => {
    t.increments("id").primary();
    t.integer("return_id").notNullable().references("id").inTable("supplier_returns").onDelete("CASCADE");
    t.integer("product_id").nullable().references("id").inTable("products").onDelete("SET NULL");
    t.string("name", 200).notNullable();
    t.string("sku", 100).notNullable();
    t.integer("quantity").notNullable();
    t.integer("stock_after").notNullable();
    t.index(["return_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("supplier_return_lines");
  await knex.schema.dropTable("supplier_returns");
}
