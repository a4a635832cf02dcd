// The owner's numbers summed by the shop's local day (docs/reports.md), so 'Reportes' and
// 'Rendimiento' read a few thousand rows instead of every sale line of the period.
//
// `sales_summary` holds, per local day, seller and payment method, one row for the day's whole
// trade (dimension 0), one per category (1) and one per brand (2) of the parts sold or returned;
// `sales_summary_products` one per part. Each row keeps what was sold that day (distinct sales,
// units, subtotal, recorded cost) and what came back that day (distinct returns, units, amount as
// ⌊subtotal × returned ÷ sold⌋ per line, cost), exactly as the line scan of
// bff/src/store/sales-report-repository.ts sums them. Counts of distinct sales add up across rows
// because a sale has one day, one seller and one method.
//
// Rows are never adjusted by a difference: a write re-sums the (day, seller, method) groups it
// touches from the lines, in its own transaction, with the same statement the migration's backfill
// and a time-zone change use (`summarize`). So a figure can only be what the lines say.
import type { Knex } from "knex";
import { addDays, localDate, startOfLocalDate } from "./shop-time-2025-01";
import { isPostgres } from "./dialect";
import { addToTotalsSql, rebuildProductTotals, refreshProductTotals } from "./sales-summary-totals";

export const DEFAULT_SUMMARY_ZONE = "America/Bogota";

export const SUMMARY_DIMENSION = { total: 0, category: 1, brand: 2 } as const;

/** The sales (and returns) of one local day by one seller with one payment method. */
export interface SummaryGroup {
  day: string;
  sellerKey: number;
  method: string;
}

const MEASURES =
  "sales, units, amount_cents, cost_cents, returns, returned_units, returned_cents, returned_cost_cents";
const SUMS = `COUNT(DISTINCT sale_id), SUM(units), SUM(amount), SUM(cost),
  COUNT(DISTINCT return_id), SUM(r_units), SUM(r_amount), SUM(r_cost)`;

/** The time zone the summary's days are in (it follows the shop's setting: see rebuildSalesSummary). */
export async function summaryZone(db: Knex): Promise<string> {
  const row = await db("sales_summary_zone").first<{ time_zone: string } | undefined>("time_zone");
  return row?.time_zone ?? DEFAULT_SUMMARY_ZONE;
}

/** The shop's zone as its settings row keeps it (the migration and the rebuild read it directly). */
export async function settingsZone(db: Knex): Promise<string> {
  const row = await db("settings").where({ key: "shop" }).first<{ value: string } | undefined>("value");
  try {
    const zone = (row ? (JSON.parse(row.value) as { timeZone?: unknown }) : {}).timeZone;
    if (typeof zone === "string") {
      new Intl.DateTimeFormat("en-US", { timeZone: zone });
      return zone;
    }
  } catch {
    // An unreadable or unknown zone reads as the default, as rules/shop-settings.ts does.
  }
  return DEFAULT_SUMMARY_ZONE;
}

/** The local days as a VALUES list of (day, its first UTC instant, the next day's first instant). */
function daysTable(days: string[], zone: string) {
  const rows = days.map(() => "(CAST(? AS VARCHAR(10)), CAST(? AS VARCHAR(40)), CAST(? AS VARCHAR(40)))");
  const bindings = days.flatMap((day) => [
    day,
    startOfLocalDate(day, zone),
    startOfLocalDate(addDays(day, 1), zone),
  ]);
  return { sql: `d(local_day, from_utc, to_utc) AS (VALUES ${rows.join(", ")})`, bindings };
}

/** Every completed sale's lines on the days, and every line returned on them, one row each. */
function factsSql(groupFilter: string, returnsFilter = groupFilter) {
  const keys = `d.local_day, COALESCE(s.user_id, 0) AS seller_key, COALESCE(s.payment_method, '') AS method,
       COALESCE(p.category_id, 0) AS category_key, COALESCE(p.brand_id, 0) AS brand_key,
       COALESCE(l.product_id, 0) AS product_key`;
  return `facts AS (
  SELECT ${keys}, s.id AS sale_id, CAST(NULL AS INTEGER) AS return_id,
         l.quantity AS units, l.subtotal_cents AS amount, l.unit_cost_cents * l.quantity AS cost,
         0 AS r_units, 0 AS r_amount, 0 AS r_cost
    FROM d
    JOIN sales s ON s.status = 'completed' AND s.completed_at >= d.from_utc AND s.completed_at < d.to_utc
    JOIN sale_lines l ON l.sale_id = s.id
    LEFT JOIN products p ON p.id = l.product_id
   WHERE 1 = 1 ${groupFilter}
  UNION ALL
  SELECT ${keys}, CAST(NULL AS INTEGER), r.id, 0, 0, 0,
         rl.quantity, l.subtotal_cents * rl.quantity / l.quantity, l.unit_cost_cents * rl.quantity
    FROM d
    JOIN sale_returns r ON r.created_at >= d.from_utc AND r.created_at < d.to_utc
    JOIN sales s ON s.id = r.sale_id AND s.status = 'completed'
    JOIN sale_return_lines rl ON rl.return_id = r.id
    JOIN sale_lines l ON l.id = rl.sale_line_id
    LEFT JOIN products p ON p.id = l.product_id
   WHERE 1 = 1 ${returnsFilter})`;
}

/**
 * Re-sums the summary rows of the days (all sellers and methods, or one seller's with one method)
 * from the lines: their rows are deleted, then written again. Runs in the caller's transaction.
 * `touched` collects the parts whose rows were there before or after (their totals to refresh).
 */
async function summarize(
  db: Knex,
  zone: string,
  days: string[],
  group?: Omit<SummaryGroup, "day">,
  touched?: Set<number>,
) {
  if (days.length === 0) return;
  const filter = group ? "AND COALESCE(s.user_id, 0) = ? AND COALESCE(s.payment_method, '') = ?" : "";
  const groupBindings = group ? [group.sellerKey, group.method] : [];
  const scope = `local_day IN (${days.map(() => "?").join(", ")})${group ? " AND seller_key = ? AND method = ?" : ""}`;
  // The dimensions named so SQLite reaches the rows through the key, which starts with them.
  await db.raw(`DELETE FROM sales_summary WHERE dimension IN (0, 1, 2) AND ${scope}`, [
    ...days,
    ...groupBindings,
  ]);
  const collect = async () => {
    if (!touched) return;
    const rows = rowsOf<{ k: number | string }>(
      await db.raw(`SELECT DISTINCT product_key AS k FROM sales_summary_products WHERE ${scope}`, [
        ...days,
        ...groupBindings,
      ]),
    );
    for (const row of rows) touched.add(Number(row.k));
  };
  await collect();
  await db.raw(`DELETE FROM sales_summary_products WHERE ${scope}`, [...days, ...groupBindings]);
  const d = daysTable(days, zone);
  const bindings = [...d.bindings, ...groupBindings, ...groupBindings];
  const head = `WITH ${d.sql}, ${factsSql(filter)}`;
  await db.raw(
    `${head}
     INSERT INTO sales_summary (local_day, seller_key, method, dimension, dimension_key, ${MEASURES})
     ${dimensionSums("local_day")}`,
    bindings,
  );
  await summarizeMonths(db, [...new Set(days.map((day) => day.slice(0, 7)))], group);
  await db.raw(
    `${head}
     INSERT INTO sales_summary_products (local_day, seller_key, method, product_key, ${MEASURES})
     SELECT local_day, seller_key, method, product_key, ${SUMS} FROM facts
      GROUP BY local_day, seller_key, method, product_key`,
    bindings,
  );
  await collect();
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** The monthly rows of the months re-added from their days' rows (a sale's count is in one day). */
async function summarizeMonths(db: Knex, months: string[], group?: Omit<SummaryGroup, "day">) {
  const scope = group ? " AND seller_key = ? AND method = ?" : "";
  const groupBindings = group ? [group.sellerKey, group.method] : [];
  for (const month of months) {
    await db.raw(
      `DELETE FROM sales_summary_monthly WHERE dimension IN (0, 1, 2) AND local_month = ?${scope}`,
      [month, ...groupBindings],
    );
    const sums = MEASURES.split(", ")
      .map((column) => `SUM(${column})`)
      .join(", ");
    await db.raw(
      `INSERT INTO sales_summary_monthly (local_month, seller_key, method, dimension, dimension_key, ${MEASURES})
       SELECT ?, seller_key, method, dimension, dimension_key, ${sums} FROM sales_summary
        WHERE dimension IN (0, 1, 2) AND local_day >= ? AND local_day < ?${scope}
        GROUP BY seller_key, method, dimension, dimension_key`,
      [month, `${month}-01`, `${month}-99`, ...groupBindings],
    );
  }
}

/** The facts' sums by the three dimensions of sales_summary, keyed by `day` (a day or a month). */
function dimensionSums(day: string) {
  const { total, category, brand } = SUMMARY_DIMENSION;
  return `SELECT * FROM (
    SELECT ${day}, seller_key, method, ${total}, 0, ${SUMS} FROM facts GROUP BY ${day}, seller_key, method
    UNION ALL
    SELECT ${day}, seller_key, method, ${category}, category_key, ${SUMS} FROM facts
     GROUP BY ${day}, seller_key, method, category_key
    UNION ALL
    SELECT ${day}, seller_key, method, ${brand}, brand_key, ${SUMS} FROM facts
     GROUP BY ${day}, seller_key, method, brand_key) x WHERE 1 = 1`;
}

const added = (table: string) =>
  MEASURES.split(", ")
    .map((column) => `${column} = ${table}.${column} + excluded.${column}`)
    .join(", ");

/**
 * Adds one newly completed sale's lines, or one new return's, to the rows of its day and month,
 * and to its parts' totals: the sale (or the return) was in none of them, so its distinct count
 * adds 1 to each row it touches and every sum adds up. The same facts as the re-sum, narrowed to
 * that sale or return; one statement a table.
 */
async function addToSummary(
  db: Knex,
  zone: string,
  group: SummaryGroup,
  event: { saleId: number } | { returnId: number },
) {
  const sale = "saleId" in event;
  const d = daysTable([group.day], zone);
  const head = `WITH ${d.sql}, ${factsSql(sale ? "AND s.id = ?" : "AND 1 = 0", sale ? "AND 1 = 0" : "AND r.id = ?")}`;
  const bindings = [...d.bindings, "saleId" in event ? event.saleId : event.returnId];
  await db.raw(
    `${head}
     INSERT INTO sales_summary (local_day, seller_key, method, dimension, dimension_key, ${MEASURES})
     ${dimensionSums("local_day")}
     ON CONFLICT (dimension, local_day, seller_key, method, dimension_key) DO UPDATE SET ${added("sales_summary")}`,
    bindings,
  );
  await db.raw(
    `${head}
     INSERT INTO sales_summary_monthly (local_month, seller_key, method, dimension, dimension_key, ${MEASURES})
     ${dimensionSums("substr(local_day, 1, 7)")}
     ON CONFLICT (dimension, local_month, seller_key, method, dimension_key)
     DO UPDATE SET ${added("sales_summary_monthly")}`,
    bindings,
  );
  await db.raw(
    `${head}
     INSERT INTO sales_summary_products (local_day, seller_key, method, product_key, ${MEASURES})
     SELECT local_day, seller_key, method, product_key, ${SUMS} FROM facts WHERE 1 = 1
      GROUP BY local_day, seller_key, method, product_key
     ON CONFLICT (product_key, local_day, seller_key, method) DO UPDATE SET ${added("sales_summary_products")}`,
    bindings,
  );
  await db.raw(addToTotalsSql(head), bindings);
}

/** A sale just completed: its lines added to its day's group. */
export async function addSaleToSummary(
  db: Knex,
  saleId: number,
  group: Omit<SummaryGroup, "day">,
  at: string,
) {
  const zone = await summaryZone(db);
  const day = localDate(at, zone);
  await lockGroups(db, [{ day, ...group }]);
  await addToSummary(db, zone, { day, ...group }, { saleId });
}

/** A return just made: its lines added to the group of its day (the sale's seller and method). */
export async function addReturnToSummary(
  db: Knex,
  returnId: number,
  group: Omit<SummaryGroup, "day">,
  at: string,
) {
  const zone = await summaryZone(db);
  const day = localDate(at, zone);
  await lockGroups(db, [{ day, ...group }]);
  await addToSummary(db, zone, { day, ...group }, { returnId });
}

/**
 * On PostgreSQL, writers that would touch the same rows wait for each other (SQLite has one
 * writer). A group's writer holds its group and its group's month alone, and its day and month
 * shared; re-summing whole days holds those days and their months alone; a rebuild holds it all.
 */
async function lock(db: Knex, alone: string[], shared: string[]) {
  if (!isPostgres(db)) return;
  const locks = new Map<string, boolean>();
  for (const key of shared) locks.set(key, false);
  for (const key of alone) locks.set(key, true);
  await db.raw("SELECT pg_advisory_xact_lock_shared(hashtext('sales_summary:rebuild'))");
  for (const [key, exclusive] of [...locks.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
    await db.raw(`SELECT pg_advisory_xact_lock${exclusive ? "" : "_shared"}(hashtext(?))`, [
      `sales_summary:${key}`,
    ]);
}

function lockGroups(db: Knex, groups: SummaryGroup[]) {
  const of = (g: SummaryGroup) => `${g.sellerKey}|${g.method}`;
  return lock(
    db,
    groups.flatMap((g) => [`${g.day}|${of(g)}`, `${g.day.slice(0, 7)}|${of(g)}`]),
    groups.flatMap((g) => [`day:${g.day}`, `month:${g.day.slice(0, 7)}`]),
  );
}

/** Re-sums the groups (each one seller's sales with one method on one day). */
export async function summarizeGroups(db: Knex, groups: SummaryGroup[]): Promise<void> {
  const zone = await summaryZone(db);
  const unique = new Map(groups.map((g) => [`${g.day}|${g.sellerKey}|${g.method}`, g]));
  await lockGroups(db, [...unique.values()]);
  const touched = new Set<number>();
  for (const group of unique.values()) await summarize(db, zone, [group.day], group, touched);
  await refreshProductTotals(db, touched);
}

/** Re-sums whole local days (a part's category or brand changed, or the part was deleted). */
export async function summarizeDays(db: Knex, days: string[]): Promise<void> {
  const unique = [...new Set(days)].sort();
  await lock(
    db,
    [...unique.map((day) => `day:${day}`), ...unique.map((day) => `month:${day.slice(0, 7)}`)],
    [],
  );
  const zone = await summaryZone(db);
  const touched = new Set<number>();
  // A month of days a statement (as the rebuild below).
  for (let i = 0; i < unique.length; i += 31)
    await summarize(db, zone, unique.slice(i, i + 31), undefined, touched);
  await refreshProductTotals(db, touched);
}

/** The local day of an instant in the summary's zone. */
export async function summaryDay(db: Knex, instant: string): Promise<string> {
  return localDate(instant, await summaryZone(db));
}

/**
 * The whole summary re-summed in the shop's zone (the migration's backfill, the seed, a change of
 * time zone, the benchmark's fill): every local day from the first sale or return to the last.
 */
export async function rebuildSalesSummary(db: Knex, zone?: string): Promise<void> {
  const target = zone ?? (await settingsZone(db));
  if (isPostgres(db)) await db.raw("SELECT pg_advisory_xact_lock(hashtext('sales_summary:rebuild'))");
  await db("sales_summary").del();
  await db("sales_summary_monthly").del();
  await db("sales_summary_products").del();
  await db("sales_summary_zone").del();
  await db("sales_summary_zone").insert({ id: 1, time_zone: target });
  const [bounds] = rowsOf<{ first: string | null; last: string | null }>(
    await db.raw(
      `SELECT MIN(t) AS first, MAX(t) AS last FROM (
       SELECT MIN(completed_at) AS t FROM sales WHERE completed_at IS NOT NULL
       UNION ALL SELECT MAX(completed_at) FROM sales
       UNION ALL SELECT MIN(created_at) FROM sale_returns
       UNION ALL SELECT MAX(created_at) FROM sale_returns) x`,
    ),
  );
  if (!bounds?.first || !bounds.last) return;
  const days: string[] = [];
  // A day either side: instants are compared as text, so the range is wide rather than exact.
  const last = addDays(localDate(bounds.last, target), 1);
  for (let day = addDays(localDate(bounds.first, target), -1); day <= last; day = addDays(day, 1))
    days.push(day);
  // A month of days a statement keeps each one's sorts in memory.
  for (let i = 0; i < days.length; i += 31) await summarize(db, target, days.slice(i, i + 31));
}

/**
 * The summary and the parts' totals rebuilt in the shop's zone (the seed, a change of time zone,
 * the benchmark's fill). Migration 001740 predates the totals and calls rebuildSalesSummary alone.
 */
export async function rebuildSummaries(db: Knex, zone?: string): Promise<void> {
  await rebuildSalesSummary(db, zone);
  await rebuildProductTotals(db);
}

/** Each part's last completed sale, from the lines (the dead stock reads it). */
const LAST_SOLD = `SELECT l.product_id, MAX(s.completed_at) FROM sale_lines l
  JOIN sales s ON s.id = l.sale_id AND s.status = 'completed'
 WHERE l.product_id IS NOT NULL AND s.completed_at IS NOT NULL`;

/** Every part's last sale again (the migration's backfill, the seed, the benchmark's fill). */
export async function rebuildLastSold(db: Knex): Promise<void> {
  await db("product_last_sales").del();
  await db.raw(
    `INSERT INTO product_last_sales (product_id, last_sold_at) ${LAST_SOLD} GROUP BY l.product_id`,
  );
}

/** The parts' last sale again from their lines (a cancellation may take it back). */
export async function recomputeLastSold(db: Knex, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const list = chunk.map(() => "?").join(", ");
    await db.raw(`DELETE FROM product_last_sales WHERE product_id IN (${list})`, chunk);
    await db.raw(
      `INSERT INTO product_last_sales (product_id, last_sold_at) ${LAST_SOLD} AND l.product_id IN (${list})
        GROUP BY l.product_id`,
      chunk,
    );
  }
}

/** A completed sale's parts were sold at `at` (later than, or as late as, any sale before it). */
export async function recordLastSold(db: Knex, productIds: number[], at: string): Promise<void> {
  const ids = [...new Set(productIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await db.raw(
    `INSERT INTO product_last_sales (product_id, last_sold_at)
     SELECT id, ? FROM products WHERE id IN (${ids.map(() => "?").join(", ")})
     ON CONFLICT (product_id) DO UPDATE SET last_sold_at = CASE
       WHEN product_last_sales.last_sold_at < excluded.last_sold_at THEN excluded.last_sold_at
       ELSE product_last_sales.last_sold_at END`,
    [at, ...ids],
  );
}
