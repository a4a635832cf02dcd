// The stock ledger and the price history: the record rows every stock or price write adds, and
// the reads and the manual adjustment of 'Movimientos de inventario'.
import type { PriceChange, StockMovement } from "@contract/types";

export type StockMovementKind =
  | "created"
  | "manual_edit"
  | "adjustment"
  | "sale"
  | "cancellation"
  | "return"
  | "import"
  | "purchase"
  | "supplier_return";

/**
 * One row of the stock ledger, written in the transaction that changes the stock: `quantity` is the
 * signed change, `stockAfter` the product's stock once it is applied. Time and id are the store's.
 */
export interface StockMovementInput {
  productId: number;
  quantity: number;
  stockAfter: number;
  kind: StockMovementKind;
  reason?: string | null;
  reference?: string | null;
  userId: number | null;
}

/** One change of a product's cost or selling price (old values null for a new product). */
export interface PriceChangeInput {
  productId: number;
  oldCostPrice: number | null;
  newCostPrice: number;
  oldSellingPrice: number | null;
  newSellingPrice: number;
  userId: number | null;
}

export interface StockMovementFilter {
  productId?: number;
  kind?: StockMovementKind;
  userId?: number;
  /** ISO instants: at or after `from`, before `to`. */
  from?: string;
  to?: string;
  /** Only ids below it: the keyset page after one that ended there. */
  before?: number;
  limit: number;
}

/** A price change with the cost (the operation hides it from a Vendedor). */
export type PriceChangeRow = Required<PriceChange>;

export interface StockLedgerRepository {
  /** Newest first (id DESC), at most `limit` rows. */
  movements(filter: StockMovementFilter): Promise<StockMovement[]>;
  /** Oldest first. */
  priceHistory(productId: number): Promise<PriceChangeRow[]>;
  /**
   * In one transaction: reads the product's stock, asks `plan` for the movement (it may throw to
   * refuse), sets the stock to the movement's stockAfter and records it. Null when there is no product.
   */
  adjust(productId: number, plan: (stock: number) => StockMovementInput): Promise<StockMovement | null>;
}
