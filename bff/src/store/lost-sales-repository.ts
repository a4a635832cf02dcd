// Lost sales ('Venta perdida'): one row each; the report groups a period's rows by part key and
// reason in SQL, and 'Sugerencias' reads the units per part over 30/60/90 days in one query.
import type { Knex } from "knex";
import type { LostSale, LostSaleReason } from "@contract/types";
import type { LostSalesRepository } from "../../../server/store/lost-sales-repository";

interface LostRow {
  id: number;
  created_at: string;
  product_id: number | null;
  name: string;
  sku: string | null;
  vehicle: string | null;
  quantity: number;
  reason: LostSaleReason;
  user_id: number | null;
  user_name: string | null;
}

interface GroupRow {
  product_id: number | string | null;
  name: string;
  sku: string | null;
  reason: LostSaleReason;
  occurrences: number | string;
  quantity: number | string;
  last_at: string;
}

interface UnitsRow {
  product_id: number;
  d30: number | string | null;
  d60: number | string | null;
  d90: number | string | null;
}

function toLostSale(row: LostRow): LostSale {
  return {
    id: row.id,
    createdAt: row.created_at,
    productId: row.product_id,
    name: row.name,
    sku: row.sku,
    vehicle: row.vehicle,
    quantity: Number(row.quantity),
    reason: row.reason,
    user: row.user_id === null || row.user_name === null ? null : { id: row.user_id, name: row.user_name },
  };
}

function inPeriod(query: Knex.QueryBuilder, period: { from: string; to: string | null }) {
  query.where("created_at", ">=", period.from);
  if (period.to !== null) query.where("created_at", "<", period.to);
  return query;
}

const unitsSince = (bound: string) =>
  `COALESCE(SUM(CASE WHEN created_at >= ${bound} THEN quantity ELSE 0 END), 0)`;

export function createLostSalesRepository(db: Knex): LostSalesRepository {
  return {
    async create(draft) {
      const [row] = await db("lost_sales")
        .insert({
          product_id: draft.productId,
          name: draft.name,
          sku: draft.sku,
          vehicle: draft.vehicle,
          quantity: draft.quantity,
          reason: draft.reason,
          part_key: draft.partKey,
          user_id: draft.userId,
          created_at: new Date().toISOString(),
        })
        .returning("id");
      const id = Number((row as { id: number }).id);
      const stored = await db("lost_sales as l")
        .leftJoin("users as u", "u.id", "l.user_id")
        .where("l.id", id)
        .first<LostRow>(
          "l.id",
          "l.created_at",
          "l.product_id",
          "l.name",
          "l.sku",
          "l.vehicle",
          "l.quantity",
          "l.reason",
          "l.user_id",
          "u.name as user_name",
        );
      return toLostSale(stored);
    },
    async report(period) {
      // The newest row's name and SKU stand for the group (MAX over equal keys of one part).
      const rows = await inPeriod(db("lost_sales"), period)
        .groupBy("part_key", "reason")
        .select<GroupRow[]>(
          db.raw("MAX(product_id) AS product_id"),
          db.raw("MAX(name) AS name"),
          db.raw("MAX(sku) AS sku"),
          "reason",
          db.raw("COUNT(*) AS occurrences"),
          db.raw("SUM(quantity) AS quantity"),
          db.raw("MAX(created_at) AS last_at"),
        );
      const byReason = await inPeriod(db("lost_sales"), period)
        .groupBy("reason")
        .select<Array<{ reason: LostSaleReason; occurrences: number | string; quantity: number | string }>>(
          "reason",
          db.raw("COUNT(*) AS occurrences"),
          db.raw("SUM(quantity) AS quantity"),
        );
      return {
        rows: rows.map((row) => ({
          productId: row.product_id === null ? null : Number(row.product_id),
          name: row.name,
          sku: row.sku,
          reason: row.reason,
          occurrences: Number(row.occurrences),
          quantity: Number(row.quantity),
          lastAt: row.last_at,
        })),
        byReason: byReason.map((row) => ({
          reason: row.reason,
          occurrences: Number(row.occurrences),
          quantity: Number(row.quantity),
        })),
      };
    },
    async unitsByProduct(since) {
      const rows = await db("lost_sales")
        .whereNotNull("product_id")
        .where("created_at", ">=", since.d90)
        .groupBy("product_id")
        .select<UnitsRow[]>(
          "product_id",
          db.raw(`${unitsSince("?")} AS d30`, [since.d30]),
          db.raw(`${unitsSince("?")} AS d60`, [since.d60]),
          db.raw(`${unitsSince("?")} AS d90`, [since.d90]),
        );
      return new Map(
        rows.map((row) => [
          Number(row.product_id),
          { d30: Number(row.d30 ?? 0), d60: Number(row.d60 ?? 0), d90: Number(row.d90 ?? 0) },
        ]),
      );
    },
  };
}
