// Broad searches over a large catalogue. On SQLite the FTS5 index gets prefix indexes for one to
// three characters, so a one-letter or short search reads one doclist instead of merging every
// word that starts with it. On both engines an index on lower(sku) finds the exact SKU a search
// ranks first (and the case-insensitive uniqueness check) without a scan.
import type { Knex } from "knex";

function isSqlite(knex: Knex): boolean {
  const client = (knex.client as { config?: { client?: unknown } }).config?.client;
  return client === "sqlite3" || client === "better-sqlite3";
}

async function createFts(knex: Knex, prefix: string): Promise<void> {
  await knex.raw("DROP TABLE IF EXISTS products_fts");
  // The triggers of the catalogue migration name products_fts and keep working on the new table.
  await knex.raw(`CREATE VIRTUAL TABLE products_fts USING fts5(
    name, sku, barcode, notes,
    content='products', content_rowid='id',
    tokenize = "unicode61 remove_diacritics 2"${prefix}
  )`);
  await knex.raw("INSERT INTO products_fts (products_fts) VALUES ('rebuild')");
}

export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX products_sku_lower_index ON products (lower(sku))");
  if (isSqlite(knex)) await createFts(knex, `,\n    prefix = '1 2 3'`);
}

export async function down(knex: Knex): Promise<void> {
  if (isSqlite(knex)) await createFts(knex, "");
  await knex.raw("DROP INDEX IF EXISTS products_sku_lower_index");
}
