// 'Devolución a proveedor' in memory: the mocks' counterpart of bff/src/store/supplier-return-writes.ts.
// Every part is checked before anything moves, so a return short of stock writes nothing.
import { supplierReturnNumber } from "../../rules/purchase-orders";
import type { SupplierReturnDraft, SupplierReturnWrite } from "../../server/purchase-store";
import type { StockMovementInput } from "../../server/store";
import { db, onMockDbReset } from "../db";
import { recordStockMovements } from "./stock-ledger";

interface MemoryReturn extends SupplierReturnDraft {
  id: number;
  createdAt: string;
  /** Each part's stock once the return was written. */
  stockAfter: Map<number, number>;
}

const returns: MemoryReturn[] = [];
onMockDbReset(() => {
  returns.length = 0;
});

export async function returnedAgainstInMemory(receiptId: number): Promise<Map<number, number>> {
  const units = new Map<number, number>();
  for (const row of returns.filter((candidate) => candidate.receiptId === receiptId))
    for (const line of row.lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

export async function createReturnInMemory(draft: SupplierReturnDraft): Promise<SupplierReturnWrite> {
  const lines = [...draft.lines].sort((a, b) => a.productId - b.productId);
  const products = lines.map((line) => db.products.findFirst((q) => q.where({ id: line.productId })));
  if (products.some((product) => !product)) return { missingProduct: true };
  const short = lines.flatMap((line, index) =>
    products[index]!.stock < line.quantity
      ? [{ productId: line.productId, stock: products[index]!.stock }]
      : [],
  );
  if (short.length > 0) return { short };
  const id = returns.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const createdAt = new Date().toISOString();
  const stockAfter = new Map<number, number>();
  returns.push({ ...draft, id, createdAt, stockAfter });
  const movements: StockMovementInput[] = [];
  for (const line of lines) {
    const row = await db.products.update((q) => q.where({ id: line.productId }), {
      data(target) {
        target.stock -= line.quantity;
        target.updatedAt = createdAt;
        target.version = (target.version ?? 1) + 1;
      },
    });
    stockAfter.set(line.productId, row!.stock);
    movements.push({
      productId: line.productId,
      quantity: -line.quantity,
      stockAfter: row!.stock,
      kind: "supplier_return",
      reason: draft.reason,
      reference: supplierReturnNumber(id),
      userId: draft.userId,
    });
  }
  await recordStockMovements(movements);
  return { id, createdAt, stockAfter };
}

/** The newest returns first, at most `limit`. */
export function storedReturns(limit: number): readonly MemoryReturn[] {
  return [...returns].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id).slice(0, limit);
}
