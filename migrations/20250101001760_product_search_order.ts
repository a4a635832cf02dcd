// A search lists each tier of matches (rules/search-rank.ts) with the parts in stock first, then by
// name: SQLite walks this index for a page of a large tier instead of sorting the tier. Whether a
// part is in stock now moves the list version too (20250101000600), as its order depends on it.
// PostgreSQL sorts a search's matches by the same key and keeps no pages.
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";

const BUMP = "UPDATE product_list_version SET version = version + 1";

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  await knex.raw(
    "CREATE INDEX products_search_order_index ON products ((stock <= 0), name COLLATE NOCASE, id)",
  );
  await knex.raw(`CREATE TRIGGER products_list_version_stock AFTER UPDATE OF stock ON products
    WHEN (OLD.stock > 0) IS NOT (NEW.stock > 0) BEGIN ${BUMP}; END`);
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  await knex.raw("DROP TRIGGER IF EXISTS products_list_version_stock");
  await knex.raw("DROP INDEX IF EXISTS products_search_order_index");
}
