// The stock ledger's and the price history's writers over the in-memory collections: the mocks'
// counterpart of bff/src/store/stock-ledger-writes.ts, called by each repository beside the change
// it records.
import type { PriceChangeInput, StockMovementInput } from "../../server/store/stock-ledger-repository";
import { db, nextId } from "../db";

export async function recordStockMovements(movements: StockMovementInput[]): Promise<void> {
  const createdAt = new Date().toISOString();
  for (const movement of movements)
    await db.stockMovements.create({
      id: nextId(db.stockMovements),
      productId: movement.productId,
      quantity: movement.quantity,
      stockAfter: movement.stockAfter,
      kind: movement.kind,
      reason: movement.reason ?? null,
      reference: movement.reference ?? null,
      userId: movement.userId,
      createdAt,
    });
}

export async function recordPriceChanges(changes: PriceChangeInput[]): Promise<void> {
  const createdAt = new Date().toISOString();
  for (const change of changes)
    await db.priceHistory.create({ id: nextId(db.priceHistory), ...change, createdAt });
}

/** A deleted product's records go with it, as the BFF's foreign keys cascade. */
export function forgetProductRecords(productId: number): void {
  db.stockMovements.deleteMany((q) => q.where({ productId }));
  db.priceHistory.deleteMany((q) => q.where({ productId }));
}
