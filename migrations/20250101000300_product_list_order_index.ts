// The product list is ordered by name without regard to case, then id. A NOCASE index in that
// order lets SQLite walk the index for a page instead of sorting the whole table on every request.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX products_name_nocase_id_index ON products (name COLLATE NOCASE, id)");
  await knex.raw(
    "CREATE INDEX products_category_name_nocase_index ON products (category_id, name COLLATE NOCASE, id)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS products_category_name_nocase_index");
  await knex.raw("DROP INDEX IF EXISTS products_name_nocase_id_index");
}
