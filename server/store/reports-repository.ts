// The inventory report's rows.

/** A product as the inventory reports list it. */
export interface InventoryReportProduct {
  id: number;
  name: string;
  sku: string;
  stock: number;
  costPrice: number;
  stockThreshold: number;
  category: { id: number; name: string } | null;
}

export interface InventoryReportRows {
  /** Over every product: count, Σ stock × cost price and Σ stock (negatives as 0), low-stock count. */
  summary: { totalProducts: number; inventoryValue: number; totalUnits: number; lowStockCount: number };
  /** The `top` most urgent products at or below their minimum (rules/inventory-report.ts order). */
  lowStock: InventoryReportProduct[];
  /** The `top` products of largest stock × cost price, then by name and id. */
  byValue: InventoryReportProduct[];
}

export interface ReportsRepository {
  inventory(top: number): Promise<InventoryReportRows>;
}
