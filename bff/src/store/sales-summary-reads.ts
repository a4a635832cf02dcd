// The owner's numbers read from the sales summary (migrations/support/sales-summary.ts) instead of
// the lines, whenever it can answer: whole local days of the zone it is kept in, and at most one of
// the category and brand filters (a category's rows are not split by brand, nor a brand's by
// category). A customer filter, both a category and a brand, a brand grouping under a category
// filter (and the reverse) and the return reasons are left to the line scan (null here).
import type { Knex } from "knex";
import { addDays, daysBetween, startOfLocalDate } from "../../../rules/shop-time";
import { SUMMARY_DIMENSION, summaryZone } from "../../../migrations/support/sales-summary";
import { ANY_METHOD, ANY_SELLER } from "../../../migrations/support/sales-summary-totals";
import type {
  SalesFactRow,
  SalesFactsFilter,
  SalesFactsGrouping,
} from "../../../server/store/sales-report-repository";

type Side = "sold" | "returned";

const COLUMNS: Record<Side, { count: string; units: string; amount: string; cost: string }> = {
  sold: { count: "sales", units: "units", amount: "amount_cents", cost: "cost_cents" },
  returned: {
    count: "returns",
    units: "returned_units",
    amount: "returned_cents",
    cost: "returned_cost_cents",
  },
};

/** True when the summary holds the filter's days in the filter's zone and can apply its filters. */
export async function summaryAnswers(db: Knex, filter: SalesFactsFilter): Promise<boolean> {
  if (!filter.localDays || filter.customerId !== undefined) return false;
  if (filter.categoryId !== undefined && filter.brandId !== undefined) return false;
  return (await summaryZone(db)) === filter.localDays.timeZone;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

interface Shape {
  /** The summary's column the sums are first added up by. */
  column: string;
  /** The group's key and name from that column (`i.g`) and the joins they need. */
  key: string;
  label: string;
  joins: string;
}

function shape(grouping: SalesFactsGrouping): Shape | null {
  switch (grouping) {
    case "none":
      return { column: "0", key: "NULL", label: "''", joins: "" };
    case "time":
      return { column: "local_day", key: "i.g", label: "''", joins: "" };
    case "category":
      return {
        column: "dimension_key",
        key: "NULLIF(i.g, 0)",
        label: "c.name",
        joins: "LEFT JOIN categories c ON c.id = i.g",
      };
    case "brand":
      return {
        column: "dimension_key",
        key: "NULLIF(i.g, 0)",
        label: "b.name",
        joins: "LEFT JOIN brands b ON b.id = i.g",
      };
    case "method":
      return { column: "method", key: "NULLIF(i.g, '')", label: "NULLIF(i.g, '')", joins: "" };
    case "seller":
      // A removed account's sales read as nobody's, as the lines' emptied user_id does.
      return { column: "seller_key", key: "u.id", label: "u.name", joins: "LEFT JOIN users u ON u.id = i.g" };
    default:
      return null;
  }
}

/** Which rows of sales_summary a grouping under the filter reads (null: the summary cannot). */
function dimension(
  filter: SalesFactsFilter,
  grouping: SalesFactsGrouping,
): { sql: string; bindings: number[] } | null {
  const { total, category, brand } = SUMMARY_DIMENSION;
  if (filter.categoryId !== undefined) {
    if (grouping === "brand") return null;
    return { sql: "dimension = ? AND dimension_key = ?", bindings: [category, filter.categoryId] };
  }
  if (filter.brandId !== undefined) {
    if (grouping === "category") return null;
    return { sql: "dimension = ? AND dimension_key = ?", bindings: [brand, filter.brandId] };
  }
  if (grouping === "category") return { sql: "dimension = ?", bindings: [category] };
  if (grouping === "brand") return { sql: "dimension = ?", bindings: [brand] };
  return { sql: "dimension = ?", bindings: [total] };
}

/** The seller and method conditions every summary read shares. */
function sellerAndMethod(filter: SalesFactsFilter) {
  const parts: string[] = [];
  const bindings: Array<string | number> = [];
  if (filter.sellerId !== undefined) {
    parts.push(" AND seller_key = ?");
    bindings.push(filter.sellerId);
  }
  if (filter.paymentMethod !== undefined) {
    parts.push(" AND method = ?");
    bindings.push(filter.paymentMethod);
  }
  return { sql: parts.join(""), bindings };
}

/** The day conditions of the product summary (its table alias `m`). */
function common(filter: SalesFactsFilter) {
  const days = filter.localDays!;
  const more = sellerAndMethod(filter);
  return {
    sql: `m.local_day >= ? AND m.local_day <= ?${more.sql.replaceAll(" AND ", " AND m.")}`,
    bindings: [days.from, days.to, ...more.bindings],
  };
}

const lastDayOf = (month: string) => addDays(`${addDays(`${month}-01`, 31).slice(0, 7)}-01`, -1);

/**
 * The period split into the whole local months inside it (read from sales_summary_monthly) and
 * the days before and after them (from sales_summary).
 */
export function monthsAndDays(from: string, to: string) {
  const first = from.endsWith("-01") ? from.slice(0, 7) : addDays(lastDayOf(from.slice(0, 7)), 1).slice(0, 7);
  const last =
    lastDayOf(to.slice(0, 7)) === to ? to.slice(0, 7) : addDays(`${to.slice(0, 7)}-01`, -1).slice(0, 7);
  if (first > last) return { months: null, days: [[from, to]] };
  const days: string[][] = [];
  if (from < `${first}-01`) days.push([from, addDays(`${first}-01`, -1)]);
  if (to > lastDayOf(last)) days.push([addDays(lastDayOf(last), 1), to]);
  return { months: [first, last], days };
}

/** The summary rows of the period: whole months from the monthly rows, unless `daily` is asked. */
function source(filter: SalesFactsFilter, rows: { sql: string; bindings: number[] }, daily: boolean) {
  const days = filter.localDays!;
  const split = daily ? { months: null, days: [[days.from, days.to]] } : monthsAndDays(days.from, days.to);
  const more = sellerAndMethod(filter);
  const columns = `local_day, seller_key, method, dimension, dimension_key, ${MEASURES}`;
  const parts: string[] = [];
  const bindings: Array<string | number> = [];
  for (const [from, to] of split.days) {
    parts.push(
      `SELECT ${columns} FROM sales_summary WHERE ${rows.sql} AND local_day >= ? AND local_day <= ?${more.sql}`,
    );
    bindings.push(...rows.bindings, from!, to!, ...more.bindings);
  }
  if (split.months) {
    parts.push(
      `SELECT ${columns.replace("local_day", "local_month AS local_day")} FROM sales_summary_monthly
        WHERE ${rows.sql} AND local_month >= ? AND local_month <= ?${more.sql}`,
    );
    bindings.push(...rows.bindings, split.months[0]!, split.months[1]!, ...more.bindings);
  }
  return { sql: `(${parts.join(" UNION ALL ")})`, bindings };
}

const MEASURES =
  "sales, units, amount_cents, cost_cents, returns, returned_units, returned_cents, returned_cost_cents";

interface SumRow {
  k: string | number | null;
  label: string | null;
  n: number | string | null;
  units: number | string | null;
  amount: number | string | null;
  cost: number | string | null;
}

/**
 * One grouping's sold or returned sums from the summary, as the line scan answers them (a group
 * only when it sold, or had returns, in the period; `none` always one row). Null: not answerable.
 */
export async function summarySums(
  db: Knex,
  filter: SalesFactsFilter,
  grouping: SalesFactsGrouping,
  side: Side,
  timeChars: number,
): Promise<SalesFactRow[] | null> {
  const g = shape(grouping);
  const rows = dimension(filter, grouping);
  if (!g || !rows) return null;
  const from = source(filter, rows, grouping === "time");
  const c = COLUMNS[side];
  const grouped = grouping !== "none";
  const result = await db.raw(
    `SELECT ${g.key} AS k, MIN(${g.label}) AS label, SUM(i.n) AS n, SUM(i.units) AS units,
            SUM(i.amount) AS amount, SUM(i.cost) AS cost
       FROM (SELECT ${g.column} AS g, SUM(m.${c.count}) AS n, SUM(m.${c.units}) AS units,
                    SUM(m.${c.amount}) AS amount, SUM(m.${c.cost}) AS cost
               FROM ${from.sql} m ${grouped ? `GROUP BY ${g.column}` : ""}) i
       ${g.joins}
      ${grouped ? `GROUP BY ${g.key} HAVING SUM(i.n) > 0` : ""}`,
    from.bindings,
  );
  const zone = filter.localDays!.timeZone;
  return rowsOf<SumRow>(result).map((row) => ({
    key: grouping === "time" ? startOfLocalDate(String(row.k), zone).slice(0, timeChars) : (row.k ?? null),
    label: row.label ?? "",
    sku: "",
    count: Number(row.n ?? 0),
    units: Number(row.units ?? 0),
    amountCents: Number(row.amount ?? 0),
    costCents: Number(row.cost ?? 0),
  }));
}

export interface ProductSums {
  key: number | null;
  sold: { count: number; units: number; amountCents: number; costCents: number };
  returned: { count: number; units: number; amountCents: number; costCents: number };
}

type ProductRow = Record<
  "n" | "units" | "amount" | "cost" | "rn" | "runits" | "ramount" | "rcost",
  number | string
> & {
  k: number | string | null;
};

/** The conditions written so SQLite cannot take them to an index (PostgreSQL reads them alike). */
const offIndex = (sql: string) =>
  sql
    .replaceAll("m.local_day", "(m.local_day || '')")
    .replaceAll("m.seller_key", "(m.seller_key + 0)")
    .replaceAll("m.method", "(m.method || '')");

/** The SQL that keeps the parts whose net is among the `top` biggest or smallest of `g` (k, net). */
const EDGES = `SELECT k FROM g
  WHERE (SELECT COUNT(*) FROM g) <= ?
     OR net >= (SELECT net FROM g ORDER BY net DESC LIMIT 1 OFFSET ?)
     OR net <= (SELECT net FROM g ORDER BY net ASC LIMIT 1 OFFSET ?)`;

/** The category and brand filters as a join of the parts' rows (alias `alias`) to products. */
function placeJoin(filter: SalesFactsFilter, alias: string) {
  const parts: string[] = [];
  const bindings: number[] = [];
  if (filter.categoryId !== undefined) {
    parts.push("p.category_id = ?");
    bindings.push(filter.categoryId);
  }
  if (filter.brandId !== undefined) {
    parts.push("p.brand_id = ?");
    bindings.push(filter.brandId);
  }
  const sql =
    parts.length > 0 ? `JOIN products p ON p.id = ${alias}.product_key AND ${parts.join(" AND ")}` : "";
  return { sql, bindings };
}

/**
 * True when the period holds most of the trade under the filter's seller and method (by the
 * monthly whole-trade rows): then its parts are ranked from their totals less what lies outside
 * it, rather than from its own rows. Not for a seller and a method together (no totals kept so).
 */
async function mostTradeInside(db: Knex, filter: SalesFactsFilter): Promise<boolean> {
  const days = filter.localDays!;
  const more = sellerAndMethod(filter);
  const [row] = rowsOf<{ inside: number | string | null; total: number | string | null }>(
    await db.raw(
      `SELECT SUM(CASE WHEN local_month >= ? AND local_month <= ? THEN sales ELSE 0 END) AS inside,
              SUM(sales) AS total
         FROM sales_summary_monthly WHERE dimension = ${SUMMARY_DIMENSION.total}${more.sql}`,
      [days.from.slice(0, 7), days.to.slice(0, 7), ...more.bindings],
    ),
  );
  const inside = Number(row?.inside ?? 0);
  return (Number(row?.total ?? 0) - inside) * 2 < inside;
}

/** The parts with rows in the period ranked from their totals less their rows outside it. */
function rankedFromTotals(filter: SalesFactsFilter) {
  const days = filter.localDays!;
  const more = sellerAndMethod(filter);
  const place = placeJoin(filter, "t");
  const scope = more.sql.replaceAll(" AND ", " AND m.");
  return {
    // The days before the period and after it, each its own range of the day index.
    sql: `WITH x AS (
            SELECT m.product_key AS k, m.amount_cents - m.returned_cents AS net, m.sales + m.returns AS act
              FROM sales_summary_products m WHERE m.local_day < ?${scope}
            UNION ALL
            SELECT m.product_key, m.amount_cents - m.returned_cents, m.sales + m.returns
              FROM sales_summary_products m WHERE m.local_day > ?${scope}),
          o AS (SELECT k, SUM(net) AS net, SUM(act) AS act FROM x GROUP BY k),
          g AS (
            SELECT t.product_key AS k, t.net_cents - COALESCE(o.net, 0) AS net
              FROM sales_summary_product_totals t ${place.sql}
              LEFT JOIN o ON o.k = t.product_key
             WHERE t.seller_key = ? AND t.method = ? AND t.activity - COALESCE(o.act, 0) > 0)
          ${EDGES}`,
    bindings: [
      days.from,
      ...more.bindings,
      days.to,
      ...more.bindings,
      ...place.bindings,
      filter.sellerId ?? ANY_SELLER,
      filter.paymentMethod ?? ANY_METHOD,
    ],
  };
}

/** The parts with rows in the period ranked from those rows. */
function rankedFromRows(filter: SalesFactsFilter) {
  const where = common(filter);
  const place = placeJoin(filter, "m");
  // Past two months, reading every row in part order beats a day range that then sorts them (the
  // day index would be chosen: the expression keeps SQLite off it; PostgreSQL hashes either way).
  const long = daysBetween(filter.localDays!.from, filter.localDays!.to) > 62;
  return {
    sql: `WITH g AS (
            SELECT m.product_key AS k, SUM(m.amount_cents) - SUM(m.returned_cents) AS net
              FROM sales_summary_products m ${place.sql}
             WHERE ${long ? offIndex(where.sql) : where.sql}
             GROUP BY m.product_key)
          ${EDGES}`,
    bindings: [...place.bindings, ...where.bindings],
  };
}

/**
 * The products among the `top` biggest and smallest by net in the period, ties at both edges
 * included (every product when there are no more than `top`), with their sold and returned sums.
 */
export async function summaryProductSums(
  db: Knex,
  filter: SalesFactsFilter,
  top: number,
  ranking: "chosen" | "totals" | "rows" = "chosen",
): Promise<ProductSums[]> {
  const where = common(filter);
  const edge = Math.max(1, top) - 1;
  // First the parts that can be among the top or the bottom, ranked by net alone, then their whole
  // sums, a few key ranges each. A long period that holds most of the trade ranks from the totals.
  const long = daysBetween(filter.localDays!.from, filter.localDays!.to) > 62;
  const totalsKept = filter.sellerId === undefined || filter.paymentMethod === undefined;
  const fromTotals =
    totalsKept && (ranking === "chosen" ? long && (await mostTradeInside(db, filter)) : ranking === "totals");
  const ranked = fromTotals ? rankedFromTotals(filter) : rankedFromRows(filter);
  const keys = rowsOf<{ k: number | string }>(
    await db.raw(ranked.sql, [...ranked.bindings, top, edge, edge]),
  ).map((row) => Number(row.k));
  const result: ProductRow[] = [];
  for (let i = 0; i < keys.length; i += 500) {
    const chunk = keys.slice(i, i + 500);
    result.push(
      ...rowsOf<ProductRow>(
        await db.raw(
          `SELECT NULLIF(m.product_key, 0) AS k, SUM(m.sales) AS n, SUM(m.units) AS units,
                  SUM(m.amount_cents) AS amount, SUM(m.cost_cents) AS cost, SUM(m.returns) AS rn,
                  SUM(m.returned_units) AS runits, SUM(m.returned_cents) AS ramount,
                  SUM(m.returned_cost_cents) AS rcost
             FROM sales_summary_products m
            WHERE m.product_key IN (${chunk.map(() => "?").join(", ")}) AND ${where.sql}
            GROUP BY m.product_key`,
          [...chunk, ...where.bindings],
        ),
      ),
    );
  }
  return result.map((row) => ({
    key: row.k === null ? null : Number(row.k),
    sold: {
      count: Number(row.n),
      units: Number(row.units),
      amountCents: Number(row.amount),
      costCents: Number(row.cost),
    },
    returned: {
      count: Number(row.rn),
      units: Number(row.runits),
      amountCents: Number(row.ramount),
      costCents: Number(row.rcost),
    },
  }));
}
