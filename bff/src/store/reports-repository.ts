// The inventory reports' aggregates in SQL: one pass for the totals and two top-N queries, instead
// of a client downloading every product. The rules are rules/inventory-report.ts; the SQL works on
// SQLite and PostgreSQL alike (CASE instead of max()/greatest(), the engine's case-blind name order).
import type { Knex } from "knex";
import type {
  InventoryReportProduct,
  InventoryReportRows,
  ReportsRepository,
} from "../../../server/store/reports-repository";
import { noCase } from "../db/dialect";
import { usesSqlitePages } from "./sqlite-product-page";

const STOCK = "(CASE WHEN p.stock > 0 THEN p.stock ELSE 0 END)";
const COST = "(CASE WHEN p.cost_price > 0 THEN p.cost_price ELSE 0 END)";
const VALUE = `(${STOCK} * ${COST})`;

const byNameSql = (db: Knex) => `${noCase(db, "p.name")}, p.id`;

interface Row {
  id: number;
  name: string;
  sku: string;
  stock: number;
  cost_price: number;
  stock_threshold: number;
  category_id: number | null;
  category_name: string | null;
}

function products(db: Knex) {
  return db("products as p")
    .leftJoin("categories as c", "c.id", "p.category_id")
    .select<Row[]>(
      "p.id",
      "p.name",
      "p.sku",
      "p.stock",
      "p.cost_price",
      "p.stock_threshold",
      "c.id as category_id",
      "c.name as category_name",
    );
}

function toReportProduct(row: Row): InventoryReportProduct {
  return {
    id: row.id,
    name: row.name,
    sku: row.sku,
    stock: Number(row.stock),
    costPrice: Number(row.cost_price),
    stockThreshold: Number(row.stock_threshold),
    category:
      row.category_id !== null && row.category_name !== null
        ? { id: row.category_id, name: row.category_name }
        : null,
  };
}

interface KeptReport {
  version: number;
  top: number;
  report: Promise<InventoryReportRows>;
}

const kept = new WeakMap<Knex, KeptReport>();

/**
 * The report, computed once per inventory version (migrations/20250101000900_hardening.ts) on
 * SQLite: until a product or category changes, every request (twenty at once included) shares one
 * computation and costs a one-row read. PostgreSQL computes every time.
 */
async function inventoryReport(db: Knex, top: number): Promise<InventoryReportRows> {
  if (!usesSqlitePages(db)) return computeInventoryReport(db, top);
  const row = (await db("inventory_report_version").first("version")) as { version: number } | undefined;
  const version = Number(row?.version ?? 0);
  const hit = kept.get(db);
  if (hit && hit.version === version && hit.top === top) return hit.report;
  const report = computeInventoryReport(db, top);
  kept.set(db, { version, top, report });
  report.catch(() => {
    if (kept.get(db)?.report === report) kept.delete(db);
  });
  return report;
}

async function computeInventoryReport(db: Knex, top: number): Promise<InventoryReportRows> {
  const [totals, lowStock, byValue] = await Promise.all([
    db("products as p")
      .select(
        db.raw("count(*) AS total_products"),
        db.raw(`coalesce(sum(${VALUE}), 0) AS inventory_value`),
        db.raw(`coalesce(sum(${STOCK}), 0) AS total_units`),
        db.raw("coalesce(sum(CASE WHEN p.stock <= p.stock_threshold THEN 1 ELSE 0 END), 0) AS low_stock"),
      )
      .first<{ total_products: number; inventory_value: number; total_units: number; low_stock: number }>(),
    products(db)
      .whereRaw("p.stock <= p.stock_threshold")
      .orderByRaw(`p.stock, p.stock - p.stock_threshold, ${byNameSql(db)}`)
      .limit(top),
    products(db)
      .orderByRaw(`${VALUE} DESC, ${byNameSql(db)}`)
      .limit(top),
  ]);
  return {
    summary: {
      totalProducts: Number(totals?.total_products ?? 0),
      inventoryValue: Number(totals?.inventory_value ?? 0),
      totalUnits: Number(totals?.total_units ?? 0),
      lowStockCount: Number(totals?.low_stock ?? 0),
    },
    lowStock: lowStock.map(toReportProduct),
    byValue: byValue.map(toReportProduct),
  };
}

export function createReportsRepository(db: Knex): ReportsRepository {
  return { inventory: (top) => inventoryReport(db, top) };
}
