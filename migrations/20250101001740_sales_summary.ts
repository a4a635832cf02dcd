// The owner's numbers at a year of trade (issue 44, docs/reports.md): the sales summed by the shop's
// local day (migrations/support/sales-summary.ts), and each part's last completed sale for the dead
// stock. Both are filled here from the recorded sales; the sale writes keep them right afterwards.
// On SQLite the summaries are WITHOUT ROWID tables: a report reads a range of their keys, and the
// rows then sit in key order with no second lookup.
import type { Knex } from "knex";
import { isPostgres } from "./support/dialect";
import { rebuildLastSold, rebuildSalesSummary } from "./support/sales-summary";

const MEASURES = `sales INTEGER NOT NULL, units BIGINT NOT NULL, amount_cents BIGINT NOT NULL,
  cost_cents BIGINT NOT NULL, returns INTEGER NOT NULL, returned_units BIGINT NOT NULL,
  returned_cents BIGINT NOT NULL, returned_cost_cents BIGINT NOT NULL`;

export async function up(knex: Knex): Promise<void> {
  const withoutRowid = isPostgres(knex) ? "" : " WITHOUT ROWID";
  await knex.raw(
    `CREATE TABLE sales_summary (
       dimension SMALLINT NOT NULL, local_day VARCHAR(10) NOT NULL, seller_key INTEGER NOT NULL,
       method VARCHAR(40) NOT NULL, dimension_key INTEGER NOT NULL, ${MEASURES},
       PRIMARY KEY (dimension, local_day, seller_key, method, dimension_key))${withoutRowid}`,
  );
  // The same rows added up by local month ("YYYY-MM"): a long period reads its whole months here.
  await knex.raw(
    `CREATE TABLE sales_summary_monthly (
       dimension SMALLINT NOT NULL, local_month VARCHAR(7) NOT NULL, seller_key INTEGER NOT NULL,
       method VARCHAR(40) NOT NULL, dimension_key INTEGER NOT NULL, ${MEASURES},
       PRIMARY KEY (dimension, local_month, seller_key, method, dimension_key))${withoutRowid}`,
  );
  await knex.raw(
    `CREATE TABLE sales_summary_products (
       local_day VARCHAR(10) NOT NULL, seller_key INTEGER NOT NULL, method VARCHAR(40) NOT NULL,
       product_key INTEGER NOT NULL, ${MEASURES},
       PRIMARY KEY (product_key, local_day, seller_key, method))${withoutRowid}`,
  );
  // By part first: a long period's sums by part are added up in the order the rows are stored
  // (no sort of a year of rows), and a part's days are one range. By day, with what ranks the parts
  // by net: a short period, and the rows a write re-sums.
  await knex.raw(
    `CREATE INDEX sales_summary_products_day
       ON sales_summary_products (local_day, seller_key, method, amount_cents, returned_cents)`,
  );
  await knex.schema.createTable("sales_summary_zone", (t) => {
    t.integer("id").primary();
    t.string("time_zone", 64).notNullable();
  });
  await knex.schema.createTable("product_last_sales", (t) => {
    t.integer("product_id").primary().references("id").inTable("products").onDelete("CASCADE");
    t.string("last_sold_at", 40).notNullable();
  });
  await rebuildSalesSummary(knex);
  await rebuildLastSold(knex);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable("product_last_sales");
  await knex.schema.dropTable("sales_summary_zone");
  await knex.schema.dropTable("sales_summary_products");
  await knex.schema.dropTable("sales_summary_monthly");
  await knex.schema.dropTable("sales_summary");
}
