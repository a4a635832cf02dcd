import { describe, expect, it } from "vitest";
import { DEFAULT_STOCK_THRESHOLD, isLowStock, reportStockStatus, stockThresholdOf } from "./stock-status";

describe("stock status", () => {
  it("defaults the threshold to 5", () => {
    expect(DEFAULT_STOCK_THRESHOLD).toBe(5);
    expect(stockThresholdOf(undefined)).toBe(5);
    expect(stockThresholdOf(null)).toBe(5);
    expect(stockThresholdOf(0)).toBe(0);
  });

  it("low means at or below the threshold", () => {
    expect(isLowStock(5)).toBe(true);
    expect(isLowStock(6)).toBe(false);
    expect(isLowStock(10, 10)).toBe(true);
    expect(isLowStock(3, 2)).toBe(false);
  });

  it("names the report statuses", () => {
    expect(reportStockStatus(0)).toBe("Sin stock");
    expect(reportStockStatus(4)).toBe("Crítico");
    expect(reportStockStatus(5)).toBe("Bajo");
    expect(reportStockStatus(6)).toBeNull();
    expect(reportStockStatus(8, 10)).toBe("Crítico");
    expect(reportStockStatus(0, 0)).toBe("Sin stock");
  });
});
