// The owner's numbers in SQL: completed sales' lines (and their returns' lines) summed in one grouped
// query each, on SQLite and PostgreSQL alike. Instants are ISO strings, so a range and a UTC hour are
// string comparisons and a prefix; the operation turns hours into the shop's local days. A canceled
// sale is no longer 'completed', so it and its returns drop out of every sum the moment it is
// canceled; a return is read by its own instant.
import type { Knex } from "knex";
import type {
  DeadStock,
  SalesFactRow,
  SalesFactsFilter,
  SalesFactsGrouping,
  SalesReportRepository,
  StockValuation,
} from "../../../server/sales-report-store";

interface Group {
  key: string;
  label: string;
  joins: string;
}

function group(grouping: SalesFactsGrouping, instant: string, timeChars: number): Group {
  switch (grouping) {
    case "none":
      return { key: "NULL", label: "''", joins: "" };
    case "time":
      return { key: `substr(${instant}, 1, ${timeChars})`, label: "''", joins: "" };
    case "category":
      return {
        key: "p.category_id",
        label: "c.name",
        joins: "LEFT JOIN categories c ON c.id = p.category_id",
      };
    case "brand":
      return { key: "p.brand_id", label: "b.name", joins: "LEFT JOIN brands b ON b.id = p.brand_id" };
    case "product":
      return { key: "l.product_id", label: "l.name", joins: "" };
    case "method":
      return { key: "s.payment_method", label: "s.payment_method", joins: "" };
    case "seller":
      return { key: "s.user_id", label: "u.name", joins: "LEFT JOIN users u ON u.id = s.user_id" };
    case "reason":
      return { key: "r.reason", label: "r.reason", joins: "" };
  }
}

function conditions(
  filter: SalesFactsFilter,
  instant: string,
): { sql: string; bindings: Array<string | number> } {
  const parts = ["s.status = 'completed'", `${instant} >= ?`, `${instant} < ?`];
  const bindings: Array<string | number> = [filter.fromUtc, filter.toUtc];
  const add = (sql: string, value: string | number) => {
    parts.push(sql);
    bindings.push(value);
  };
  if (filter.sellerId !== undefined) add("s.user_id = ?", filter.sellerId);
  if (filter.customerId !== undefined) add("s.customer_id = ?", filter.customerId);
  if (filter.paymentMethod !== undefined) add("s.payment_method = ?", filter.paymentMethod);
  if (filter.categoryId !== undefined) add("p.category_id = ?", filter.categoryId);
  if (filter.brandId !== undefined) add("p.brand_id = ?", filter.brandId);
  return { sql: parts.join(" AND "), bindings };
}

interface Row {
  k: string | number | null;
  label: string | null;
  sku: string | null;
  n: number | string;
  units: number | string | null;
  amount: number | string | null;
  cost: number | string | null;
}

const toRow = (row: Row): SalesFactRow => ({
  key: row.k,
  label: row.label ?? "",
  sku: row.sku ?? "",
  count: Number(row.n),
  units: Number(row.units ?? 0),
  amountCents: Number(row.amount ?? 0),
  costCents: Number(row.cost ?? 0),
});

async function sold(db: Knex, filter: SalesFactsFilter, grouping: SalesFactsGrouping, timeChars = 13) {
  const g = group(grouping, "s.completed_at", timeChars);
  const where = conditions(filter, "s.completed_at");
  const rows = await db.raw<unknown>(
    `SELECT ${g.key} AS k, MIN(${g.label}) AS label, MIN(l.sku) AS sku, COUNT(DISTINCT s.id) AS n,
            SUM(l.quantity) AS units, SUM(l.subtotal_cents) AS amount,
            SUM(l.unit_cost_cents * l.quantity) AS cost
       FROM sales s
       JOIN sale_lines l ON l.sale_id = s.id
       LEFT JOIN products p ON p.id = l.product_id
       ${g.joins}
      WHERE ${where.sql}
      ${groupBy(grouping, g)}`,
    where.bindings,
  );
  return rowsOf(rows).map(toRow);
}

async function returned(db: Knex, filter: SalesFactsFilter, grouping: SalesFactsGrouping, timeChars = 13) {
  const g = group(grouping, "r.created_at", timeChars);
  const where = conditions(filter, "r.created_at");
  const rows = await db.raw<unknown>(
    `SELECT ${g.key} AS k, MIN(${g.label}) AS label, MIN(l.sku) AS sku, COUNT(DISTINCT r.id) AS n,
            SUM(rl.quantity) AS units, SUM(l.subtotal_cents * rl.quantity / l.quantity) AS amount,
            SUM(l.unit_cost_cents * rl.quantity) AS cost
       FROM sale_returns r
       JOIN sales s ON s.id = r.sale_id
       JOIN sale_return_lines rl ON rl.return_id = r.id
       JOIN sale_lines l ON l.id = rl.sale_line_id
       LEFT JOIN products p ON p.id = l.product_id
       ${g.joins}
      WHERE ${where.sql}
      ${groupBy(grouping, g)}`,
    where.bindings,
  );
  return rowsOf(rows).map(toRow);
}

// PostgreSQL refuses a constant in GROUP BY: the one-row total has none.
const groupBy = (grouping: SalesFactsGrouping, g: Group) => (grouping === "none" ? "" : `GROUP BY ${g.key}`);

/** SQLite's raw answers the rows; PostgreSQL's a result with `rows`. */
function rowsOf<T = Row>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

const COST_CENTS = "CAST(ROUND(p.cost_price * 100) AS BIGINT)";
const PRICE_CENTS = "CAST(ROUND(p.selling_price * 100) AS BIGINT)";

async function valuation(db: Knex): Promise<StockValuation> {
  const [row] = rowsOf<Record<string, number | string | null>>(
    await db.raw(
      `SELECT COUNT(*) AS products, SUM(p.stock) AS units, SUM(${COST_CENTS} * p.stock) AS cost,
              SUM(${PRICE_CENTS} * p.stock) AS price
         FROM products p WHERE p.stock > 0`,
    ),
  );
  return {
    products: Number(row?.products ?? 0),
    units: Number(row?.units ?? 0),
    costCents: Number(row?.cost ?? 0),
    priceCents: Number(row?.price ?? 0),
  };
}

const SOLD_SINCE = `EXISTS (SELECT 1 FROM sale_lines l JOIN sales s ON s.id = l.sale_id
  WHERE l.product_id = p.id AND s.status = 'completed' AND s.completed_at >= ?)`;

async function deadStock(db: Knex, sinceUtc: string, limit: number): Promise<DeadStock> {
  const [totals] = rowsOf<Record<string, number | string | null>>(
    await db.raw(
      `SELECT COUNT(*) AS products, SUM(p.stock) AS units, SUM(${COST_CENTS} * p.stock) AS cost
         FROM products p WHERE p.stock > 0 AND NOT ${SOLD_SINCE}`,
      [sinceUtc],
    ),
  );
  const items = rowsOf<Record<string, number | string | null>>(
    await db.raw(
      `SELECT p.id, p.name, p.sku, p.stock, ${COST_CENTS} AS cost, ${COST_CENTS} * p.stock AS value,
              (SELECT MAX(s.completed_at) FROM sale_lines l JOIN sales s ON s.id = l.sale_id
                WHERE l.product_id = p.id AND s.status = 'completed') AS last_sold
         FROM products p WHERE p.stock > 0 AND NOT ${SOLD_SINCE}
        ORDER BY value DESC, p.id LIMIT ?`,
      [sinceUtc, limit],
    ),
  );
  return {
    products: Number(totals?.products ?? 0),
    units: Number(totals?.units ?? 0),
    costCents: Number(totals?.cost ?? 0),
    items: items.map((row) => ({
      id: Number(row.id),
      name: String(row.name),
      sku: String(row.sku),
      stock: Number(row.stock),
      costCents: Number(row.cost),
      valueCents: Number(row.value),
      lastSoldAt: row.last_sold === null ? null : String(row.last_sold),
    })),
  };
}

export function createSalesReportRepository(db: Knex): SalesReportRepository {
  return {
    sold: (filter, grouping, timeChars) => sold(db, filter, grouping, timeChars),
    returned: (filter, grouping, timeChars) => returned(db, filter, grouping, timeChars),
    valuation: () => valuation(db),
    deadStock: (sinceUtc, limit) => deadStock(db, sinceUtc, limit),
  };
}
