// 'Compras': parts to reorder, with their sales and supplier.

/** A part at or under its minimum stock, with its sales and its supplier (preferred, else last ordered). */
export interface ReorderRow {
  productId: number;
  name: string;
  sku: string;
  stock: number;
  minimumStock: number;
  costPrice: number;
  sold30: number;
  sold60: number;
  sold90: number;
  supplierId: number | null;
}

export interface ReorderRepository {
  /**
   * Completed sales' units (returns taken off) since each instant: 30, 60 and 90 days before `now`;
   * the supplier is the part's preferred one, else the one it was last ordered from.
   */
  lowStockParts(since: { d30: string; d60: string; d90: string }): Promise<ReorderRow[]>;
  /** Sets (or, with null, clears) a part's preferred supplier; both exist. */
  setPreferredSupplier(productId: number, supplierId: number | null): Promise<void>;
  /** The part's preferred supplier, or null when it has none. */
  preferredSupplierOf(productId: number): Promise<number | null>;
}
