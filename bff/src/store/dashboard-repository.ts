// Read-only figures for the dashboard, computed from products, users, sales and promotions. Sales
// count when completed (pending and canceled ones do not); returned units leave the best sellers.
import type { Knex } from "knex";
import type { DashboardRepository } from "../../../server/store/dashboard-repository";
import { noCase } from "../db/dialect";
import { fromCents } from "../../../rules/sale-money";

async function count(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count<{ n: number }[]>("* as n"))[0];
  return Number(row?.n ?? 0);
}

export function createDashboardRepository(db: Knex): DashboardRepository {
  return {
    async stats() {
      return {
        totalProducts: await count(db("products")),
        totalUsers: await count(db("users")),
        totalSales: await count(db("sales").where("status", "completed")),
        // The specification calls a promotion active when its is_active flag is on.
        activePromotions: await count(db("promotions").where("is_active", true)),
      };
    },
    completedSalesBetween: (from, to) =>
      count(
        db("sales")
          .where("status", "completed")
          .andWhere("completed_at", ">=", from)
          .andWhere("completed_at", "<", to),
      ),
    /** Products at or below their threshold; the furthest below first. */
    async lowStock(limit) {
      const rows = await db("products")
        .whereRaw("stock <= stock_threshold")
        .orderByRaw(`(stock - stock_threshold) ASC, stock ASC, ${noCase(db, "name")}, id`)
        .limit(limit)
        .select<
          {
            id: number;
            name: string;
            sku: string;
            stock: number;
            stock_threshold: number;
            selling_price: number;
          }[]
        >("id", "name", "sku", "stock", "stock_threshold", "selling_price");
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        sku: r.sku,
        stockQuantity: r.stock,
        stockThreshold: r.stock_threshold,
        sellingPrice: Number(r.selling_price),
      }));
    },
    async recentSales(limit) {
      const rows = await db("sales as s")
        .leftJoin("users as u", "u.id", "s.user_id")
        .where("s.status", "completed")
        .select<
          { id: number; created_at: string; total_cents: number; user_name: string | null; items: number }[]
        >(
          "s.id",
          "s.created_at",
          "s.total_cents",
          "u.name as user_name",
          db.raw("(SELECT COALESCE(SUM(quantity), 0) FROM sale_lines l WHERE l.sale_id = s.id) AS items"),
        )
        .orderBy([
          { column: "s.created_at", order: "desc" },
          { column: "s.id", order: "desc" },
        ])
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.created_at,
        total: fromCents(Number(r.total_cents)),
        itemsCount: Number(r.items),
        user: r.user_name === null ? null : { name: r.user_name },
      }));
    },
    /** Best sellers by amount sold (line subtotals, less the share of the units returned). */
    async topSelling(limit) {
      const rows = await db("sale_lines as l")
        .join("sales as s", "s.id", "l.sale_id")
        .join("products as p", "p.id", "l.product_id")
        .where("s.status", "completed")
        .groupBy("p.id", "p.name", "p.sku")
        .havingRaw("SUM(l.quantity - l.returned_quantity) > 0")
        .select<{ id: number; name: string; sku: string; total: number; units: number }[]>(
          "p.id",
          "p.name",
          "p.sku",
          db.raw(
            "SUM(CAST(l.subtotal_cents * (l.quantity - l.returned_quantity) AS DOUBLE PRECISION) / l.quantity) AS total",
          ),
          db.raw("SUM(l.quantity - l.returned_quantity) AS units"),
        )
        .orderBy([
          { column: "total", order: "desc" },
          { column: "p.id", order: "asc" },
        ])
        .limit(limit);
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        sku: r.sku,
        totalSales: fromCents(Math.round(Number(r.total))),
        unitsSold: Number(r.units),
      }));
    },
  };
}
