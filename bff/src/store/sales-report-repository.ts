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
} from "../../../server/store/sales-report-repository";
import { summaryAnswers, summaryProductSums, summarySums } from "./sales-summary-reads";

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

// Each part's last completed sale is kept by the sale writes (product_last_sales).
const DEAD = `FROM products p LEFT JOIN product_last_sales ls ON ls.product_id = p.id
  WHERE p.stock > 0 AND (ls.last_sold_at IS NULL OR ls.last_sold_at < ?)`;

async function deadStock(db: Knex, sinceUtc: string, limit: number): Promise<DeadStock> {
  const [totals] = rowsOf<Record<string, number | string | null>>(
    await db.raw(
      `SELECT COUNT(*) AS products, SUM(p.stock) AS units, SUM(${COST_CENTS} * p.stock) AS cost ${DEAD}`,
      [sinceUtc],
    ),
  );
  const items = rowsOf<Record<string, number | string | null>>(
    await db.raw(
      `SELECT p.id, p.name, p.sku, p.stock, ${COST_CENTS} AS cost, ${COST_CENTS} * p.stock AS value,
              ls.last_sold_at AS last_sold
         ${DEAD}
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

interface Label {
  k: number | string | null;
  label: string | null;
  sku: string | null;
}

/** The products' names and SKUs as the line scan reads them: from the lines of the period. */
async function productLabels(
  db: Knex,
  filter: SalesFactsFilter,
  keys: Array<number | null>,
  side: "sold" | "returned",
) {
  const labels = new Map<number | null, { label: string; sku: string }>();
  const ids = keys.filter((key): key is number => key !== null);
  const chunks: Array<{ sql: string; bindings: number[] }> = [];
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    chunks.push({ sql: `l.product_id IN (${chunk.map(() => "?").join(", ")})`, bindings: chunk });
  }
  if (keys.includes(null)) chunks.push({ sql: "l.product_id IS NULL", bindings: [] });
  for (const chunk of chunks) {
    const instant = side === "sold" ? "s.completed_at" : "r.created_at";
    const where = conditions(filter, instant);
    const from =
      side === "sold"
        ? "sales s JOIN sale_lines l ON l.sale_id = s.id"
        : `sale_returns r JOIN sales s ON s.id = r.sale_id JOIN sale_return_lines rl ON rl.return_id = r.id
           JOIN sale_lines l ON l.id = rl.sale_line_id`;
    const rows = rowsOf<Label>(
      await db.raw(
        `SELECT l.product_id AS k, MIN(l.name) AS label, MIN(l.sku) AS sku
           FROM ${from} LEFT JOIN products p ON p.id = l.product_id
          WHERE ${chunk.sql} AND ${where.sql}
          GROUP BY l.product_id`,
        [...chunk.bindings, ...where.bindings],
      ),
    );
    for (const row of rows)
      labels.set(row.k === null ? null : Number(row.k), { label: row.label ?? "", sku: row.sku ?? "" });
  }
  return labels;
}

async function productCandidates(db: Knex, filter: SalesFactsFilter, top: number) {
  if (!(await summaryAnswers(db, filter)))
    return { sold: await sold(db, filter, "product"), returned: await returned(db, filter, "product") };
  const sums = await summaryProductSums(db, filter, top);
  const soldKeys = sums.filter((row) => row.sold.count > 0).map((row) => row.key);
  const soldLabels = await productLabels(db, filter, soldKeys, "sold");
  const returnedLabels = await productLabels(
    db,
    filter,
    sums.filter((row) => row.sold.count === 0 && row.returned.count > 0).map((row) => row.key),
    "returned",
  );
  const named = (key: number | null) =>
    soldLabels.get(key) ?? returnedLabels.get(key) ?? { label: "", sku: "" };
  const row = (key: number | null, sums: ProductSumsSide): SalesFactRow => ({ key, ...named(key), ...sums });
  return {
    sold: sums.filter((r) => r.sold.count > 0).map((r) => row(r.key, r.sold)),
    returned: sums.filter((r) => r.returned.count > 0).map((r) => row(r.key, r.returned)),
  };
}

type ProductSumsSide = { count: number; units: number; amountCents: number; costCents: number };

export function createSalesReportRepository(db: Knex): SalesReportRepository {
  return {
    sold: async (filter, grouping, timeChars = 13) =>
      ((await summaryAnswers(db, filter))
        ? await summarySums(db, filter, grouping, "sold", timeChars)
        : null) ?? sold(db, filter, grouping, timeChars),
    returned: async (filter, grouping, timeChars = 13) =>
      ((await summaryAnswers(db, filter))
        ? await summarySums(db, filter, grouping, "returned", timeChars)
        : null) ?? returned(db, filter, grouping, timeChars),
    productCandidates: (filter, top) => productCandidates(db, filter, top),
    valuation: () => valuation(db),
    deadStock: (sinceUtc, limit) => deadStock(db, sinceUtc, limit),
  };
}
