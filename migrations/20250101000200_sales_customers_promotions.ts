// Sales history (for the dashboard figures), customers owned by their creator, and promotions.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("sales", (t) => {
    t.increments("id").primary();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("customer_name", 200).nullable();
    t.string("payment_method", 20).notNullable();
    t.double("total").notNullable();
    t.string("created_at", 40).notNullable();
    t.index(["created_at"]);
    t.index(["user_id"]);
  });

  await knex.schema.createTable("sale_lines", (t) => {
    t.increments("id").primary();
    t.integer("sale_id").notNullable().references("id").inTable("sales").onDelete("CASCADE");
    // A sold product may be deleted later; the sale keeps its amounts.
    t.integer("product_id").nullable().references("id").inTable("products").onDelete("SET NULL");
    t.integer("quantity").notNullable();
    t.double("unit_price").notNullable();
    t.double("discount").notNullable().defaultTo(0);
    t.double("subtotal").notNullable();
    t.index(["sale_id"]);
    t.index(["product_id"]);
  });

  await knex.schema.createTable("customers", (t) => {
    t.increments("id").primary();
    t.string("customer_type", 10).notNullable().checkIn(["natural", "juridica"]);
    t.string("document_type", 10).notNullable().checkIn(["cedula", "rif", "passport"]);
    t.string("document_number", 40).notNullable();
    t.string("first_name", 120).nullable();
    t.string("last_name", 120).nullable();
    t.string("business_name", 200).nullable();
    t.string("tax_id", 40).nullable();
    t.string("email", 200).nullable();
    t.string("phone", 40).nullable();
    t.string("address", 300).nullable();
    t.string("city", 120).nullable();
    t.string("state", 40).nullable();
    t.string("postal_code", 20).nullable();
    t.text("notes").nullable();
    t.integer("created_by").notNullable().references("id").inTable("users").onDelete("RESTRICT");
    t.string("created_at", 40).notNullable();
    t.string("updated_at", 40).notNullable();
    t.unique(["document_type", "document_number"]);
    t.index(["created_by"]);
  });

  await knex.schema.createTable("promotions", (t) => {
    t.increments("id").primary();
    t.string("name", 200).notNullable();
    t.text("description").nullable();
    t.double("discount_percentage").notNullable();
    t.string("start_date", 40).notNullable();
    t.string("end_date", 40).notNullable();
    t.boolean("is_active").notNullable().defaultTo(true);
    t.string("created_at", 40).notNullable();
  });

  await knex.schema.createTable("promotion_products", (t) => {
    t.integer("promotion_id").notNullable().references("id").inTable("promotions").onDelete("CASCADE");
    t.integer("product_id").notNullable().references("id").inTable("products").onDelete("CASCADE");
    t.primary(["promotion_id", "product_id"]);
    t.index(["product_id"]);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("promotion_products");
  await knex.schema.dropTable("promotions");
  await knex.schema.dropTable("customers");
  await knex.schema.dropTable("sale_lines");
  await knex.schema.dropTable("sales");
}
