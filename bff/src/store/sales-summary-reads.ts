// The owner's numbers read from the sales summary (migrations/support/sales-summary.ts) instead of
// the lines, whenever it can answer: whole local days of the zone it is kept in, and at most one of
// the category and brand filters (a category's rows are not split by brand, nor a brand's by
// category). A customer filter, both a category and a brand, a brand grouping under a category
// filter (and the reverse) and the return reasons are left to the line scan (null here).
import type { Knex } from "knex";
import { startOfLocalDate } from "../../../rules/shop-time";
import { SUMMARY_DIMENSION, summaryZone } from "../../../migrations/support/sales-summary";
import type { SalesFactRow, SalesFactsFilter, SalesFactsGrouping } from "../../../server/sales-report-store";

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
  key: string;
  label: string;
  joins: string;
}

function shape(grouping: SalesFactsGrouping): Shape | null {
  switch (grouping) {
    case "none":
      return { key: "NULL", label: "''", joins: "" };
    case "time":
      return { key: "m.local_day", label: "''", joins: "" };
    case "category":
      return {
        key: "NULLIF(m.dimension_key, 0)",
        label: "c.name",
        joins: "LEFT JOIN categories c ON c.id = m.dimension_key",
      };
    case "brand":
      return {
        key: "NULLIF(m.dimension_key, 0)",
        label: "b.name",
        joins: "LEFT JOIN brands b ON b.id = m.dimension_key",
      };
    case "method":
      return { key: "NULLIF(m.method, '')", label: "NULLIF(m.method, '')", joins: "" };
    case "seller":
      // A removed account's sales read as nobody's, as the lines' emptied user_id does.
      return { key: "u.id", label: "u.name", joins: "LEFT JOIN users u ON u.id = m.seller_key" };
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
    return { sql: "m.dimension = ? AND m.dimension_key = ?", bindings: [category, filter.categoryId] };
  }
  if (filter.brandId !== undefined) {
    if (grouping === "category") return null;
    return { sql: "m.dimension = ? AND m.dimension_key = ?", bindings: [brand, filter.brandId] };
  }
  if (grouping === "category") return { sql: "m.dimension = ?", bindings: [category] };
  if (grouping === "brand") return { sql: "m.dimension = ?", bindings: [brand] };
  return { sql: "m.dimension = ?", bindings: [total] };
}

/** The seller, method and day conditions every summary read shares. */
function common(filter: SalesFactsFilter) {
  const days = filter.localDays!;
  const parts = ["m.local_day >= ?", "m.local_day <= ?"];
  const bindings: Array<string | number> = [days.from, days.to];
  if (filter.sellerId !== undefined) {
    parts.push("m.seller_key = ?");
    bindings.push(filter.sellerId);
  }
  if (filter.paymentMethod !== undefined) {
    parts.push("m.method = ?");
    bindings.push(filter.paymentMethod);
  }
  return { sql: parts.join(" AND "), bindings };
}

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
  const where = common(filter);
  const c = COLUMNS[side];
  const result = await db.raw(
    `SELECT ${g.key} AS k, MIN(${g.label}) AS label, SUM(m.${c.count}) AS n, SUM(m.${c.units}) AS units,
            SUM(m.${c.amount}) AS amount, SUM(m.${c.cost}) AS cost
       FROM sales_summary m ${g.joins}
      WHERE ${rows.sql} AND ${where.sql}
      ${grouping === "none" ? "" : `GROUP BY ${g.key} HAVING SUM(m.${c.count}) > 0`}`,
    [...rows.bindings, ...where.bindings],
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

/**
 * The products among the `top` biggest and smallest by net in the period, ties at both edges
 * included (every product when there are no more than `top`), with their sold and returned sums.
 */
export async function summaryProductSums(
  db: Knex,
  filter: SalesFactsFilter,
  top: number,
): Promise<ProductSums[]> {
  const where = common(filter);
  const parts: string[] = [];
  const bindings: Array<string | number> = [];
  if (filter.categoryId !== undefined) {
    parts.push("p.category_id = ?");
    bindings.push(filter.categoryId);
  }
  if (filter.brandId !== undefined) {
    parts.push("p.brand_id = ?");
    bindings.push(filter.brandId);
  }
  const join = parts.length > 0 ? `JOIN products p ON p.id = m.product_key AND ${parts.join(" AND ")}` : "";
  const edge = Math.max(1, top) - 1;
  const result = await db.raw(
    `WITH g AS (
       SELECT NULLIF(m.product_key, 0) AS k, SUM(m.sales) AS n, SUM(m.units) AS units,
              SUM(m.amount_cents) AS amount, SUM(m.cost_cents) AS cost, SUM(m.returns) AS rn,
              SUM(m.returned_units) AS runits, SUM(m.returned_cents) AS ramount,
              SUM(m.returned_cost_cents) AS rcost, SUM(m.amount_cents) - SUM(m.returned_cents) AS net
         FROM sales_summary_products m ${join}
        WHERE ${where.sql}
        GROUP BY NULLIF(m.product_key, 0))
     SELECT k, n, units, amount, cost, rn, runits, ramount, rcost FROM g
      WHERE (SELECT COUNT(*) FROM g) <= ?
         OR net >= (SELECT net FROM g ORDER BY net DESC LIMIT 1 OFFSET ?)
         OR net <= (SELECT net FROM g ORDER BY net ASC LIMIT 1 OFFSET ?)`,
    [...bindings, ...where.bindings, top, edge, edge],
  );
  return rowsOf<ProductRow>(result).map((row) => ({
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
