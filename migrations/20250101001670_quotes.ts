// Quotes ('Cotización'): numbered by id, immutable once issued. Each keeps its lines' prices, the
// money and its validity of the moment it was issued; the state is derived (converted when it has
// its sale, expired after `valid_until`), so time alone never writes a row. Lines keep the part's
// name and SKU: a part may be renamed or deleted later.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("quotes", (t) => {
    t.increments("id").primary();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.integer("customer_id").nullable().references("id").inTable("customers").onDelete("SET NULL");
    t.string("customer_name", 200).nullable();
    t.integer("validity_days").notNullable();
    t.string("valid_until", 40).notNullable();
    t.integer("tax_rate").notNullable();
    t.bigInteger("discount_cents").notNullable();
    t.bigInteger("subtotal_cents").notNullable();
    t.bigInteger("tax_cents").notNullable();
    t.bigInteger("total_cents").notNullable();
    // Unique: a sale is made from one quote at most.
    t.integer("sale_id").nullable().unique().references("id").inTable("sales").onDelete("SET NULL");
    t.string("converted_at", 40).nullable();
    t.string("created_at", 40).notNullable();
    t.index(["created_at", "id"], "quotes_time_page");
  });
  await knex.schema.createTable("quote_lines", (t) => {
    t.increments("id").primary();
    t.integer("quote_id").notNullable().references("id").inTable("quotes").onDelete("CASCADE");
    t.integer("product_id").nullable().references("id").inTable("products").onDelete("SET NULL");
    t.string("name", 200).notNullable();
    t.string("sku", 100).notNullable();
    t.integer("quantity").notNullable();
    t.integer("discount").notNullable();
    t.bigInteger("unit_price_cents").notNullable();
    t.bigInteger("discount_cents").notNullable();
    t.bigInteger("subtotal_cents").notNullable();
    t.index(["quote_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("quote_lines");
  await knex.schema.dropTable("quotes");
}
