// The inventory reports' aggregates of the in-memory store: the BFF's SQL (bff/src/store/
// reports-repository.ts) reproduced over the products collection.
import type { InventoryReportProduct, ReportsRepository } from "../../server/store/reports-repository";
import { isLowStock, positive, productValue } from "../../rules/inventory-report";
import { db, type DbProduct } from "../db";
import { byName } from "../support/sort";

function reportProduct(p: DbProduct): InventoryReportProduct {
  const category = db.categories.findFirst((q) => q.where({ id: p.categoryId }));
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    stock: p.stock,
    costPrice: p.costPrice,
    stockThreshold: p.stockThreshold,
    category: category ? { id: category.id, name: category.name } : null,
  };
}

/** Lowest stock, then furthest below the minimum, then by name and id. */
function byUrgency(a: DbProduct, b: DbProduct): number {
  return a.stock - b.stock || a.stock - a.stockThreshold - (b.stock - b.stockThreshold) || byName(a, b);
}

export const reports: ReportsRepository = {
  async inventory(top) {
    const all = db.products.all();
    const summary = {
      totalProducts: all.length,
      inventoryValue: all.reduce((sum, p) => sum + productValue(p), 0),
      totalUnits: all.reduce((sum, p) => sum + positive(p.stock), 0),
      lowStockCount: all.filter(isLowStock).length,
    };
    const lowStock = all.filter(isLowStock).sort(byUrgency).slice(0, top);
    const byValue = [...all].sort((a, b) => productValue(b) - productValue(a) || byName(a, b)).slice(0, top);
    return { summary, lowStock: lowStock.map(reportProduct), byValue: byValue.map(reportProduct) };
  },
};
