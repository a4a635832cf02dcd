// 'Devolución a proveedor' in one transaction: the return and its lines, each part's stock and
// version lowered, one 'supplier_return' movement per line. Every part is checked (locked, in id
// order) before anything moves, so a return short of stock writes nothing.
import type { Knex } from "knex";
import { supplierReturnNumber } from "../../../rules/purchase-orders";
import type { SupplierReturnDraft, SupplierReturnWrite } from "../../../server/store/purchases-repository";
import type { StockMovementInput } from "../../../server/store/stock-ledger-repository";
import { lockedLevelsOf, recordStockMovements } from "./stock-ledger-writes";

class Refusal extends Error {
  constructor(readonly write: Exclude<SupplierReturnWrite, { id: number }>) {
    super("supplier return refused");
  }
}

export async function returnedAgainst(db: Knex, receiptId: number): Promise<Map<number, number>> {
  const rows = await db("supplier_return_lines as l")
    .join("supplier_returns as r", "r.id", "l.return_id")
    .where("r.receipt_id", receiptId)
    .whereNotNull("l.product_id")
    .groupBy("l.product_id")
    .select<Array<{ product_id: number; units: number | string }>>(
      "l.product_id",
      db.raw("sum(l.quantity) as units"),
    );
  return new Map(rows.map((row) => [Number(row.product_id), Number(row.units)]));
}

export async function createReturn(db: Knex, draft: SupplierReturnDraft): Promise<SupplierReturnWrite> {
  const lines = [...draft.lines].sort((a, b) => a.productId - b.productId);
  try {
    return await db.transaction(async (trx) => {
      const levels = await lockedLevelsOf(
        trx,
        lines.map((line) => line.productId),
      );
      if (lines.some((line) => !levels.has(line.productId))) throw new Refusal({ missingProduct: true });
      const stocks = new Map([...levels].map(([id, level]) => [id, level.stock]));
      const short = lines
        .filter((line) => stocks.get(line.productId)! < line.quantity)
        .map((line) => ({ productId: line.productId, stock: stocks.get(line.productId)! }));
      if (short.length > 0) throw new Refusal({ short });
      const createdAt = new Date().toISOString();
      const [row] = await trx("supplier_returns")
        .insert({
          receipt_id: draft.receiptId,
          supplier_id: draft.supplierId,
          note: draft.note,
          user_id: draft.userId,
          created_at: createdAt,
        })
        .returning("id");
      const id = Number((row as { id: number }).id);
      const stockAfter = new Map<number, number>();
      const movements: StockMovementInput[] = [];
      for (const line of lines) {
        const after = stocks.get(line.productId)! - line.quantity;
        stockAfter.set(line.productId, after);
        // The version moves with the stock: an edit opened before the return can no longer save it.
        await trx("products")
          .where({ id: line.productId })
          .update({
            stock: trx.raw("stock - ?", [line.quantity]),
            updated_at: createdAt,
            version: trx.raw("version + 1"),
          });
        await trx("supplier_return_lines").insert({
          return_id: id,
          product_id: line.productId,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          stock_after: after,
        });
        movements.push({
          productId: line.productId,
          quantity: -line.quantity,
          stockAfter: after,
          kind: "supplier_return",
          reason: draft.reason,
          reference: supplierReturnNumber(id),
          userId: draft.userId,
        });
      }
      await recordStockMovements(trx, movements);
      return { id, createdAt, stockAfter };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.write;
    throw error;
  }
}
