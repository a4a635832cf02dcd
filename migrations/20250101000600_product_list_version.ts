// A counter that changes whenever something a product page depends on changes: a product added or
// removed, a name, SKU, barcode, notes (the full-text columns), category or year range edited, a
// vehicle link added, changed or removed. The SQLite BFF keeps the pages it computed (ids and
// total) under this counter (bff/src/store/sqlite-page-cache.ts), so a repeated list or search
// costs one lookup until the counter moves. A stock or price edit does not move it: those columns
// are read fresh with every page's rows. Triggers keep it right whoever writes, this process or
// another. SQLite only (PostgreSQL computes every page).
//
// A later migration that rebuilds `products` or `product_vehicles` (SQLite's way to alter a
// column) drops these triggers with the table and must create them again.
import type { Knex } from "knex";
import { isPostgres } from "../bff/src/db/dialect";

const BUMP = "UPDATE product_list_version SET version = version + 1";
const PAGE_COLUMNS = ["id", "name", "sku", "barcode", "notes", "category_id", "year_from", "year_to"];

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  await knex.raw(
    "CREATE TABLE product_list_version (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)",
  );
  await knex.raw("INSERT INTO product_list_version (id, version) VALUES (1, 0)");
  const changed = PAGE_COLUMNS.map((column) => `OLD.${column} IS NOT NEW.${column}`).join(" OR ");
  await knex.raw(`CREATE TRIGGER products_list_version_insert AFTER INSERT ON products BEGIN ${BUMP}; END`);
  await knex.raw(`CREATE TRIGGER products_list_version_delete AFTER DELETE ON products BEGIN ${BUMP}; END`);
  await knex.raw(
    `CREATE TRIGGER products_list_version_update AFTER UPDATE ON products WHEN ${changed} BEGIN ${BUMP}; END`,
  );
  for (const event of ["INSERT", "UPDATE", "DELETE"]) {
    await knex.raw(
      `CREATE TRIGGER product_vehicles_list_version_${event.toLowerCase()} AFTER ${event} ON product_vehicles BEGIN ${BUMP}; END`,
    );
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  for (const trigger of [
    "products_list_version_insert",
    "products_list_version_delete",
    "products_list_version_update",
    "product_vehicles_list_version_insert",
    "product_vehicles_list_version_update",
    "product_vehicles_list_version_delete",
  ]) {
    await knex.raw(`DROP TRIGGER IF EXISTS ${trigger}`);
  }
  await knex.raw("DROP TABLE IF EXISTS product_list_version");
}
