// Dashboard figures, computed from products, users, sales and promotions (all read-only).
import { db, type DbProduct } from "../db";
import { http, handle } from "../support/route";
import { compareNoCase } from "../support/sort";

const DEFAULT_LIMIT = 5;

function limitOf(query: Record<string, unknown>): number {
  return typeof query.limit === "number" ? query.limit : DEFAULT_LIMIT;
}

/** The furthest below its threshold first, then the emptiest, then by name. */
function byUrgency(a: DbProduct, b: DbProduct): number {
  return (
    a.stock - a.stockThreshold - (b.stock - b.stockThreshold) ||
    a.stock - b.stock ||
    compareNoCase(a.name, b.name) ||
    a.id - b.id
  );
}

export const dashboardHandlers = [
  http.get(
    "/api/dashboard/stats",
    handle("getDashboardStats", (_ctx, { response }) =>
      response(200).json({
        totalProducts: db.products.count(),
        totalUsers: db.users.count(),
        totalSales: db.sales.count(),
        // The specification calls a promotion active when its is_active flag is on.
        activePromotions: db.promotions.findMany((q) => q.where({ is_active: true })).length,
      }),
    ),
  ),

  http.get(
    "/api/products/low-stock",
    handle("listLowStockProducts", (ctx, { response }) => {
      const low = db.products
        .findMany((q) => q.where((p) => p.stock <= p.stockThreshold))
        .sort(byUrgency)
        .slice(0, limitOf(ctx.query));
      return response(200).json(
        low.map((p) => ({
          id: p.id,
          name: p.name,
          sku: p.sku,
          stockQuantity: p.stock,
          stockThreshold: p.stockThreshold,
          sellingPrice: p.sellingPrice,
        })),
      );
    }),
  ),

  http.get(
    "/api/sales/recent",
    handle("listRecentSales", (ctx, { response }) => {
      const sales = db.sales
        .all()
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
        .slice(0, limitOf(ctx.query));
      return response(200).json(
        sales.map((s) => {
          const seller = db.users.findFirst((q) => q.where({ id: s.userId }));
          return {
            id: s.id,
            createdAt: s.createdAt,
            total: s.total,
            itemsCount: s.lines.reduce((sum, line) => sum + line.quantity, 0),
            user: seller ? { name: seller.name } : null,
          };
        }),
      );
    }),
  ),

  http.get(
    "/api/products/top-selling",
    handle("listTopSellingProducts", (ctx, { response }) => {
      const totals = new Map<number, { total: number; units: number }>();
      for (const sale of db.sales.all()) {
        for (const line of sale.lines) {
          const entry = totals.get(line.productId) ?? { total: 0, units: 0 };
          entry.total += line.subtotal;
          entry.units += line.quantity;
          totals.set(line.productId, entry);
        }
      }
      const rows = [...totals.entries()]
        .map(([id, t]) => ({ product: db.products.findFirst((q) => q.where({ id })), ...t }))
        .filter((r): r is typeof r & { product: DbProduct } => r.product !== undefined)
        .sort((a, b) => b.total - a.total || a.product.id - b.product.id)
        .slice(0, limitOf(ctx.query));
      return response(200).json(
        rows.map((r) => ({
          id: r.product.id,
          name: r.product.name,
          sku: r.product.sku,
          totalSales: r.total,
          unitsSold: r.units,
        })),
      );
    }),
  ),
];
