// Reads of the stock ledger and price history over the in-memory collections, and the adjustment:
// the mocks' counterpart of bff/src/store/stock-ledger-repository.ts.
import type { StockMovement } from "@contract/types";
import type { StockLedgerRepository } from "../../server/store/stock-ledger-repository";
import { db, type DbStockMovement } from "../db";
import { recordStockMovements } from "./stock-ledger-writes";

const userName = (id: number | null) =>
  id === null ? null : (db.users.findFirst((q) => q.where({ id }))?.name ?? null);

function toMovement(row: DbStockMovement): StockMovement | null {
  const product = db.products.findFirst((q) => q.where({ id: row.productId }));
  if (!product) return null;
  return { ...row, productName: product.name, productSku: product.sku, userName: userName(row.userId) };
}

export const stockLedger: StockLedgerRepository = {
  async movements({ productId, kind, userId, from, to, before, limit }) {
    return db.stockMovements
      .findMany((q) =>
        q.where(
          (m) =>
            (productId === undefined || m.productId === productId) &&
            (kind === undefined || m.kind === kind) &&
            (userId === undefined || m.userId === userId) &&
            (from === undefined || m.createdAt >= from) &&
            (to === undefined || m.createdAt < to) &&
            (before === undefined || m.id < before),
        ),
      )
      .sort((a, b) => b.id - a.id)
      .slice(0, limit)
      .flatMap((row) => toMovement(row) ?? []);
  },
  async priceHistory(productId) {
    return db.priceHistory
      .findMany((q) => q.where({ productId }))
      .sort((a, b) => a.id - b.id)
      .map((row) => ({ ...row, userName: userName(row.userId) }));
  },
  async adjust(productId, plan) {
    let movement: ReturnType<typeof plan> | null = null;
    // The plan runs inside the update, so no other request changes the stock in between.
    await db.products.update((q) => q.where({ id: productId }), {
      data(product) {
        movement = plan(product.stock);
        product.stock = movement.stockAfter;
        product.updatedAt = new Date().toISOString();
        product.version = (product.version ?? 1) + 1;
      },
    });
    if (movement === null) return null;
    await recordStockMovements([movement]);
    const [row] = await this.movements({ productId, limit: 1 });
    return row ?? null;
  },
};
