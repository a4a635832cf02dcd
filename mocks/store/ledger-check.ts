// The stock ledger's invariant over the in-memory collections: per product the movements add up to
// the stock (the tests' check).
import { db } from "../db";

/** Products whose movements do not add up to their stock (bff/src/store/ledger-check.ts's twin). */
export function ledgerDiscrepancies() {
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
