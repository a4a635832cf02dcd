// 'Sugerencias' sums, for each part under its minimum stock, the units of its sale lines: an index
// holding the part, the sale and both quantities answers that without reading the lines themselves
// (bench/purchases.ts: 100 000 parts, 1 000 000 sale lines).
import type { Knex } from "knex";

export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    "CREATE INDEX sale_lines_sold_by_part ON sale_lines (product_id, sale_id, quantity, returned_quantity)",
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw("DROP INDEX IF EXISTS sale_lines_sold_by_part");
}
