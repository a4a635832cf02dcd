// The stock ledger and the price history. Every stock change writes one stock_movements row in the
// transaction that changes the stock, so per product the movements add up to products.stock; every
// cost or selling price change writes one price_history row. Products that exist before this
// migration get one opening movement (their stock as it is) and one opening price row, so the
// invariant holds on databases created earlier. A product's rows go with it (a reused product id
// must not inherit another product's history).
import type { Knex } from "knex";

const OPENING_REASON = "Saldo inicial";

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable("stock_movements", (t) => {
    t.increments("id").primary();
    t.integer("product_id").notNullable().references("id").inTable("products").onDelete("CASCADE");
    t.integer("quantity").notNullable();
    t.integer("stock_after").notNullable();
    t.string("kind", 20).notNullable();
    t.string("reason", 300).nullable();
    t.string("reference", 120).nullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("created_at", 40).notNullable();
    // Keyset pages, newest first: one product's movements by id; every product's by time.
    t.index(["product_id", "id"], "stock_movements_product_page");
    t.index(["created_at", "id"], "stock_movements_time_page");
    t.index(["user_id", "created_at"], "stock_movements_user_time");
  });

  await knex.schema.createTable("price_history", (t) => {
    t.increments("id").primary();
    t.integer("product_id").notNullable().references("id").inTable("products").onDelete("CASCADE");
    t.double("old_cost_price").nullable();
    t.double("new_cost_price").notNullable();
    t.double("old_selling_price").nullable();
    t.double("new_selling_price").notNullable();
    t.integer("user_id").nullable().references("id").inTable("users").onDelete("SET NULL");
    t.string("created_at", 40).notNullable();
    t.index(["product_id", "id"], "price_history_product_page");
  });

  const now = new Date().toISOString();
  // One statement each, whatever the number of products (no rows travel through Node).
  await knex.raw(
    `INSERT INTO stock_movements (product_id, quantity, stock_after, kind, reason, reference, user_id, created_at)
     SELECT id, stock, stock, 'created', ?, NULL, NULL, ? FROM products ORDER BY id`,
    [OPENING_REASON, now],
  );
  await knex.raw(
    `INSERT INTO price_history (product_id, old_cost_price, new_cost_price, old_selling_price, new_selling_price, user_id, created_at)
     SELECT id, NULL, cost_price, NULL, selling_price, NULL, created_at FROM products ORDER BY id`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("price_history");
  await knex.schema.dropTable("stock_movements");
}
