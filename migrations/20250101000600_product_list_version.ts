// A counter that changes whenever something a product page depends on changes: a product added or
// removed, a name, SKU, barcode, notes (the full-text columns), category or year range edited, a
// vehicle link added, changed or removed, a vehicle model or brand added, edited or removed (a
// search plans with model and brand names). The SQLite BFF keeps the pages it computed (ids and
// total) and the models a search names under this counter (bff/src/store/sqlite-list-cache.ts), so
// a repeated list or search costs one lookup until the counter moves. A stock or price edit does not move it: those columns
// are read fresh with every page's rows. Triggers keep it right whoever writes, this process or
// another. SQLite only (PostgreSQL computes every page).
//
// A later migration that rebuilds one of these tables (SQLite's way to alter a
// column) drops these triggers with the table and must create them again.
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";

const EVENTS = ["INSERT", "UPDATE", "DELETE"];
const BUMP = "UPDATE product_list_version SET version = version + 1";
/** Tables any change of which moves the counter. */
const WATCHED_TABLES = ["product_vehicles", "vehicles", "brands"];
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
  for (const table of WATCHED_TABLES) {
    for (const event of EVENTS) {
      await knex.raw(
        `CREATE TRIGGER ${table}_list_version_${event.toLowerCase()} AFTER ${event} ON ${table} BEGIN ${BUMP}; END`,
      );
    }
  }
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  for (const table of ["products", ...WATCHED_TABLES]) {
    for (const event of EVENTS) {
      await knex.raw(`DROP TRIGGER IF EXISTS ${table}_list_version_${event.toLowerCase()}`);
    }
  }
  await knex.raw("DROP TABLE IF EXISTS product_list_version");
}
