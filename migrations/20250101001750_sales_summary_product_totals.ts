// The parts' totals over all their days (migrations/support/sales-summary-totals.ts, docs/reports.md):
// a long period ranks its most and fewest sold parts from one row a part, its total less what lies
// outside the period, instead of adding up a year of rows by part. Filled here from the summary
// rows; the sale writes keep it right afterwards.
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";
import { rebuildProductTotals } from "./support/sales-summary-totals";

export async function up(knex: Knex): Promise<void> {
  const withoutRowid = isPostgres(knex) ? "" : " WITHOUT ROWID";
  await knex.raw(
    `CREATE TABLE sales_summary_product_totals (
       seller_key INTEGER NOT NULL, method VARCHAR(40) NOT NULL, product_key INTEGER NOT NULL,
       net_cents BIGINT NOT NULL, activity INTEGER NOT NULL,
       PRIMARY KEY (product_key, seller_key, method))${withoutRowid}`,
  );
  // A scope's parts in one range, with what ranks them: the read never reaches the table.
  await knex.raw(
    `CREATE INDEX sales_summary_product_totals_scope
       ON sales_summary_product_totals (seller_key, method, product_key, net_cents, activity)`,
  );
  await rebuildProductTotals(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("sales_summary_product_totals");
}
