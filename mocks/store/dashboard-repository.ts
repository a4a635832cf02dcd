// The dashboard's read-only figures over the in-memory store.
import type { DashboardRepository } from "../../server/store/dashboard-repository";
import { db, type DbProduct } from "../db";
import { compareNoCase } from "../support/sort";

/** The furthest below its threshold first, then the emptiest, then by name. */
function byUrgency(a: DbProduct, b: DbProduct): number {
  return (
    a.stock - a.stockThreshold - (b.stock - b.stockThreshold) ||
    a.stock - b.stock ||
    compareNoCase(a.name, b.name) ||
    a.id - b.id
  );
}

export const dashboard: DashboardRepository = {
  async stats() {
    return {
      totalProducts: db.products.count(),
      totalUsers: db.users.count(),
      totalSales: db.sales.findMany((q) => q.where({ status: "completed" })).length,
      // The specification calls a promotion active when its is_active flag is on.
      activePromotions: db.promotions.findMany((q) => q.where({ is_active: true })).length,
    };
  },
  async completedSalesBetween(from, to) {
    return db.sales
      .findMany((q) => q.where({ status: "completed" }))
      .filter((sale) => sale.completedAt !== null && sale.completedAt >= from && sale.completedAt < to)
      .length;
  },
  async lowStock(limit) {
    return db.products
      .findMany((q) => q.where((p) => p.stock <= p.stockThreshold))
      .sort(byUrgency)
      .slice(0, limit)
      .map((p) => ({
        id: p.id,
        name: p.name,
        sku: p.sku,
        stockQuantity: p.stock,
        stockThreshold: p.stockThreshold,
        sellingPrice: p.sellingPrice,
      }));
  },
  async recentSales(limit) {
    return db.sales
      .findMany((q) => q.where({ status: "completed" }))
      .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id))
      .slice(0, limit)
      .map((s) => {
        const seller = s.userId === null ? undefined : db.users.findFirst((q) => q.where({ id: s.userId! }));
        return {
          id: s.id,
          createdAt: s.createdAt,
          total: s.totalCents / 100,
          itemsCount: s.lines.reduce((sum, line) => sum + line.quantity, 0),
          user: seller ? { name: seller.name } : null,
        };
      });
  },
  async topSelling(limit) {
    const totals = new Map<number, { total: number; units: number }>();
    // Completed sales only; returned units leave, with their share of the line's amount.
    for (const sale of db.sales.findMany((q) => q.where({ status: "completed" }))) {
      for (const line of sale.lines) {
        if (line.productId === null) continue;
        const kept = line.quantity - line.returnedQuantity;
        const entry = totals.get(line.productId) ?? { total: 0, units: 0 };
        entry.total += (line.subtotalCents * kept) / line.quantity;
        entry.units += kept;
        totals.set(line.productId, entry);
      }
    }
    return [...totals.entries()]
      .map(([id, t]) => ({ product: db.products.findFirst((q) => q.where({ id })), ...t }))
      .filter((r): r is typeof r & { product: DbProduct } => r.product !== undefined && r.units > 0)
      .sort((a, b) => b.total - a.total || a.product.id - b.product.id)
      .slice(0, limit)
      .map((r) => ({
        id: r.product.id,
        name: r.product.name,
        sku: r.product.sku,
        totalSales: Math.round(r.total) / 100,
        unitsSold: r.units,
      }));
  },
};
