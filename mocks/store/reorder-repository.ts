// 'Sugerencias' in memory: the parts at or under their minimum stock with their completed sales'
// units (returns taken off) over 30, 60 and 90 days and their preferred supplier, else the supplier
// of their newest order.
import type { ReorderRepository } from "../../server/store/reorder-repository";
import { db } from "../db";
import { purchaseState } from "./purchases-state";

/** The mocks' twin of bff/src/store/reorder-repository.ts. */
export const reorder: ReorderRepository = {
  async lowStockParts(since) {
    const sold = new Map<number, { d30: number; d60: number; d90: number }>();
    for (const sale of db.sales.all()) {
      if (sale.status !== "completed" || !sale.completedAt || sale.completedAt < since.d90) continue;
      for (const line of sale.lines) {
        if (line.productId === null) continue;
        const units = line.quantity - line.returnedQuantity;
        const totals = sold.get(line.productId) ?? { d30: 0, d60: 0, d90: 0 };
        totals.d90 += units;
        if (sale.completedAt >= since.d60) totals.d60 += units;
        if (sale.completedAt >= since.d30) totals.d30 += units;
        sold.set(line.productId, totals);
      }
    }
    const lastSupplier = (productId: number) =>
      [...purchaseState.orders]
        .sort((a, b) => b.id - a.id)
        .find(
          (order) => order.status !== "canceled" && order.lines.some((line) => line.productId === productId),
        )?.supplierId ?? null;
    return db.products
      .all()
      .filter((product) => product.stock <= product.stockThreshold)
      .sort((a, b) => a.id - b.id)
      .map((product) => {
        const totals = sold.get(product.id) ?? { d30: 0, d60: 0, d90: 0 };
        return {
          productId: product.id,
          name: product.name,
          sku: product.sku,
          stock: product.stock,
          minimumStock: product.stockThreshold,
          costPrice: product.costPrice,
          sold30: totals.d30,
          sold60: totals.d60,
          sold90: totals.d90,
          supplierId: purchaseState.preferred.get(product.id) ?? lastSupplier(product.id),
        };
      });
  },

  async preferredSupplierOf(productId) {
    return purchaseState.preferred.get(productId) ?? null;
  },

  async setPreferredSupplier(productId, supplierId) {
    if (supplierId === null) purchaseState.preferred.delete(productId);
    else purchaseState.preferred.set(productId, supplierId);
  },
};
