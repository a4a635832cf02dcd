import { describe, expect, it } from "vitest";
import { shareOf, summarize, topByValue, topLowStock, type ReportProduct } from "./inventory-report";

const p = (id: number, stock: number, costPrice: number, stockThreshold?: number): ReportProduct => ({
  id,
  name: `Producto ${id}`,
  sku: `SKU-${id}`,
  stock,
  costPrice,
  stockThreshold,
});

describe("inventory report", () => {
  const products = [
    p(1, 0, 1000),
    p(2, 3, 2000),
    p(3, 5, 500),
    p(4, 6, 100),
    p(5, 40, 10_000),
    p(6, 8, 50, 10),
  ];

  it("sums products, value (stock × cost), units and low stock", () => {
    expect(summarize(products)).toEqual({
      totalProducts: 6,
      inventoryValue: 0 + 6000 + 2500 + 600 + 400_000 + 400,
      totalUnits: 62,
      lowStockCount: 4,
    });
    expect(summarize([])).toEqual({ totalProducts: 0, inventoryValue: 0, totalUnits: 0, lowStockCount: 0 });
  });

  it("lists low stock, most urgent first, with status and share of units", () => {
    const low = topLowStock(products);
    expect(low.map((e) => [e.product.id, e.status])).toEqual([
      [1, "Sin stock"],
      [2, "Crítico"],
      [3, "Bajo"],
      [6, "Crítico"],
    ]);
    expect(low[1]?.share).toBe(4.8); // 3 of 62 units
  });

  it("keeps only the top 5", () => {
    const many = Array.from({ length: 9 }, (_, i) => p(i + 1, i % 3, 100));
    expect(topLowStock(many)).toHaveLength(5);
    expect(topByValue(many)).toHaveLength(5);
  });

  it("ranks by inventory value with shares to one decimal", () => {
    const top = topByValue(products);
    expect(top.map((e) => e.product.id)).toEqual([5, 2, 3, 4, 6]);
    expect(top[0]?.value).toBe(400_000);
    expect(top[0]?.share).toBe(97.7); // 400 000 of 409 500
  });

  it("gives a zero share when there is nothing in stock", () => {
    expect(shareOf(0, 0)).toBe(0);
  });
});
