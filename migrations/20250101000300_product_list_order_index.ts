// The product list is ordered by name without regard to case, then id. A NOCASE index in that
// order lets SQLite walk the index for a page instead of sorting the whole table on every request.
// PostgreSQL sorts by the same key spelled lower(name COLLATE "C") (noCase in ./support/dialect.ts).
import type { Knex } from "knex";
import { isPostgres, noCase } from "./support/dialect";

export async function up(knex: Knex): Promise<void> {
  // SQLite indexes the column with its collation. PostgreSQL indexes the expression (in
  // parentheses) and carries the name, so a page's ids come from an index-only scan: a deep offset
  // reads the index alone, without heap fetches.
  const postgres = isPostgres(knex);
  const name = postgres ? `(${noCase(knex, "name")})` : noCase(knex, "name");
  const include = postgres ? " INCLUDE (name)" : "";
  await knex.raw(`CREATE INDEX products_name_nocase_id_index ON products (${name}, id)${include}`);
  await knex.raw(
    `CREATE INDEX products_category_name_nocase_index ON products (category_id, ${name}, id)${include}`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS products_category_name_nocase_index");
  await knex.raw("DROP INDEX IF EXISTS products_name_nocase_id_index");
}
