// The products import looks products up by SKU in any case (lower(sku) IN (…)), a batch at a time;
// without this index each batch scans the whole table.
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw("CREATE INDEX products_sku_lower ON products (lower(sku))");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX products_sku_lower");
}
