// Each part's sums over all its days (docs/reports.md, "The parts' totals"), so a long period ranks
// its parts from one row a part: a period's net is the part's total less what lies outside the
// period, and a year of a young shop has little outside it. Kept beside sales_summary_products, of
// which it is the sum, three ways: over every seller and method (seller_key -1, method '*'), per
// seller (method '*') and per payment method (seller_key -1).
//
// `net_cents` is sold less returned (amount_cents − returned_cents over the part's rows) and
// `activity` the sales and returns its rows count, so a part had rows in a period exactly when its
// activity there is above nought.
import type { Knex } from "knex";

export const ANY_SELLER = -1;
export const ANY_METHOD = "*";

const COLUMNS = "seller_key, method, product_key, net_cents, activity";

/** The three scopes' sums of `source` (a table or subquery with the summary's measures). */
function scopesOf(source: string, net: string, activity: string, where = "") {
  return `SELECT ${ANY_SELLER}, '${ANY_METHOD}', product_key, ${net}, ${activity} FROM ${source} ${where}
           GROUP BY product_key
          UNION ALL
          SELECT seller_key, '${ANY_METHOD}', product_key, ${net}, ${activity} FROM ${source} ${where}
           GROUP BY product_key, seller_key
          UNION ALL
          SELECT ${ANY_SELLER}, method, product_key, ${net}, ${activity} FROM ${source} ${where}
           GROUP BY product_key, method`;
}

const ROW_NET = "SUM(amount_cents) - SUM(returned_cents)";
const ROW_ACTIVITY = "SUM(sales) + SUM(returns)";

/**
 * The upsert that adds one new sale's (or return's) facts to its parts' totals: `head` is the
 * `WITH … facts AS (…)` of that sale or return alone (migrations/support/sales-summary.ts), where
 * each distinct sale or return counts once per part, as it does in the part's summary row.
 */
export function addToTotalsSql(head: string): string {
  return `${head}
    INSERT INTO sales_summary_product_totals (${COLUMNS})
    SELECT * FROM (${scopesOf(
      "facts",
      "SUM(amount) - SUM(r_amount)",
      "COUNT(DISTINCT sale_id) + COUNT(DISTINCT return_id)",
    )}) x WHERE 1 = 1
    ON CONFLICT (product_key, seller_key, method) DO UPDATE SET
      net_cents = sales_summary_product_totals.net_cents + excluded.net_cents,
      activity = sales_summary_product_totals.activity + excluded.activity`;
}

/** Past this many parts a refresh re-sums every part at once (one pass over the summary). */
const REBUILD_ABOVE = 5000;

/** The parts' totals re-summed from their summary rows (after the rows were re-summed). */
export async function refreshProductTotals(db: Knex, productKeys: Iterable<number>): Promise<void> {
  const keys = [...new Set(productKeys)].sort((a, b) => a - b);
  if (keys.length > REBUILD_ABOVE) return rebuildProductTotals(db);
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    const list = chunk.map(() => "?").join(", ");
    await db.raw(`DELETE FROM sales_summary_product_totals WHERE product_key IN (${list})`, chunk);
    await db.raw(
      `INSERT INTO sales_summary_product_totals (${COLUMNS})
       ${scopesOf("sales_summary_products", ROW_NET, ROW_ACTIVITY, `WHERE product_key IN (${list})`)}`,
      [...chunk, ...chunk, ...chunk],
    );
  }
}

/** Every part's totals again from the summary (the migration's backfill, a rebuild of the summary). */
export async function rebuildProductTotals(db: Knex): Promise<void> {
  await db("sales_summary_product_totals").del();
  await db.raw(
    `INSERT INTO sales_summary_product_totals (${COLUMNS})
     ${scopesOf("sales_summary_products", ROW_NET, ROW_ACTIVITY)}`,
  );
}
