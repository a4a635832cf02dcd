// The stock ledger's and the price history's writers over the in-memory collections: the mocks'
// counterpart of bff/src/store/stock-ledger.ts, called by each repository beside the change it records.
import type { PriceChangeInput, StockMovementInput } from "../../server/store";
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

/** Products whose movements do not add up to their stock (bff/src/store/ledger-check.ts's twin). */
export function ledgerDiscrepanciesInMemory() {
  const totals = new Map<number, number>();
  for (const movement of db.stockMovements.all())
    totals.set(movement.productId, (totals.get(movement.productId) ?? 0) + movement.quantity);
  return db.products
    .all()
    .filter((product) => (totals.get(product.id) ?? 0) !== product.stock)
    .sort((a, b) => a.id - b.id)
    .map((product) => ({
      productId: product.id,
      sku: product.sku,
      name: product.name,
      stock: product.stock,
      ledger: totals.get(product.id) ?? 0,
    }));
}
