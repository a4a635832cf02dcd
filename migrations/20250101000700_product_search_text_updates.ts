// The SQLite full-text index is rewritten only when a product's indexed text (name, SKU, barcode,
// notes) or id changes. The catalogue migration's trigger rewrote it on every update, so each stock
// or price edit (a sale, a count) deleted and re-added the product's words: about a fifth of an
// update's time and most of the pages it wrote. PostgreSQL keeps its tsvector column itself.
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";

const TEXT_COLUMNS = ["id", "name", "sku", "barcode", "notes"];

const REWRITE = `
    INSERT INTO products_fts (products_fts, rowid, name, sku, barcode, notes)
    VALUES ('delete', old.id, old.name, old.sku, old.barcode, old.notes);
    INSERT INTO products_fts (rowid, name, sku, barcode, notes)
    VALUES (new.id, new.name, new.sku, new.barcode, new.notes);`;

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  const changed = TEXT_COLUMNS.map((column) => `old.${column} IS NOT new.${column}`).join(" OR ");
  await knex.raw("DROP TRIGGER IF EXISTS products_fts_update");
  await knex.raw(`CREATE TRIGGER products_fts_update AFTER UPDATE ON products WHEN ${changed} BEGIN${REWRITE}
  END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  await knex.raw("DROP TRIGGER IF EXISTS products_fts_update");
  await knex.raw(`CREATE TRIGGER products_fts_update AFTER UPDATE ON products BEGIN${REWRITE}
  END`);
}
