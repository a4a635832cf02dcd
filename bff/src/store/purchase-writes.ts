// The purchase cycle's writes. A receipt is one transaction: the receipt and its lines, each part's
// stock, version and cost (rules/purchase-cost.ts), one 'purchase' movement per line and a price row
// when the cost moved, and the order's received units and status (rules/purchase-orders.ts). Parts
// are read and locked in one query in id order, so two receipts never wait on each other's rows in
// opposite orders, and the receipt's lines are written in one insert.
import type { Knex } from "knex";
import { costAfterReceipt } from "../../../rules/purchase-cost";
import { receiptNumber, statusAfterReceipt } from "../../../rules/purchase-orders";
import type {
  PurchaseOrderDraft,
  PurchaseReceiptDraft,
  PurchaseReceiptWrite,
} from "../../../server/store/purchases-repository";
import type { PriceChangeInput, StockMovementInput } from "../../../server/store/stock-ledger-repository";
import { isPostgres } from "../db/dialect";
import { findOrder, findReceipt } from "./purchase-reads";
import { lockedLevelsOf, recordPriceChanges, recordStockMovements } from "./stock-ledger-writes";

class Refusal extends Error {
  constructor(readonly write: Exclude<PurchaseReceiptWrite, { receipt: unknown }>) {
    super("purchase receipt refused");
  }
}

function orderColumns(draft: PurchaseOrderDraft) {
  return {
    supplier_id: draft.supplierId,
    expected_date: draft.expectedDate,
    notes: draft.notes,
    tax_rate: draft.taxRate,
    subtotal_cents: draft.subtotalCents,
    tax_cents: draft.taxCents,
    total_cents: draft.totalCents,
    updated_at: new Date().toISOString(),
  };
}

async function insertOrderLines(trx: Knex.Transaction, orderId: number, draft: PurchaseOrderDraft) {
  await trx("purchase_order_lines").insert(
    draft.lines.map((line) => ({
      order_id: orderId,
      product_id: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      received_quantity: 0,
      unit_cost_cents: line.unitCostCents,
      subtotal_cents: line.subtotalCents,
    })),
  );
}

export async function createOrder(db: Knex, draft: PurchaseOrderDraft) {
  const id = await db.transaction(async (trx) => {
    const now = new Date().toISOString();
    const [row] = await trx("purchase_orders")
      .insert({ ...orderColumns(draft), status: "draft", created_by: draft.createdBy, created_at: now })
      .returning("id");
    const orderId = Number((row as { id: number }).id);
    await insertOrderLines(trx, orderId, draft);
    return orderId;
  });
  const order = await findOrder(db, id);
  if (!order) throw new Error("purchase order vanished during the request");
  return order;
}

export async function replaceDraft(db: Knex, id: number, draft: PurchaseOrderDraft) {
  const replaced = await db.transaction(async (trx) => {
    const changed = await trx("purchase_orders").where({ id, status: "draft" }).update(orderColumns(draft));
    if (changed === 0) return false;
    await trx("purchase_order_lines").where({ order_id: id }).delete();
    await insertOrderLines(trx, id, draft);
    return true;
  });
  return replaced ? findOrder(db, id) : null;
}

export async function changeStatus(db: Knex, id: number, from: readonly string[], to: string) {
  const changed = await db("purchase_orders")
    .where({ id })
    .whereIn("status", [...from])
    .update({ status: to, updated_at: new Date().toISOString() });
  return changed === 0 ? null : findOrder(db, id);
}

async function lockOrder(trx: Knex.Transaction, orderId: number) {
  const query = trx("purchase_orders").where({ id: orderId }).first<{ status: string } | undefined>("status");
  const order = await (isPostgres(trx) ? query.forUpdate() : query);
  if (!order || (order.status !== "sent" && order.status !== "partially_received"))
    throw new Refusal({ stale: true });
}

async function settleOrder(trx: Knex.Transaction, orderId: number, now: string) {
  const lines = await trx("purchase_order_lines")
    .where({ order_id: orderId })
    .select<Array<{ quantity: number; received_quantity: number }>>("quantity", "received_quantity");
  const status = statusAfterReceipt(
    lines.map((line) => ({
      quantity: Number(line.quantity),
      receivedQuantity: Number(line.received_quantity),
    })),
  );
  await trx("purchase_orders").where({ id: orderId }).update({ status, updated_at: now });
}

export async function createReceipt(db: Knex, draft: PurchaseReceiptDraft): Promise<PurchaseReceiptWrite> {
  try {
    const id = await db.transaction(async (trx) => {
      const now = new Date().toISOString();
      if (draft.orderId !== null) await lockOrder(trx, draft.orderId);
      const [row] = await trx("purchase_receipts")
        .insert({
          order_id: draft.orderId,
          supplier_id: draft.supplierId,
          note: draft.note,
          total_cents: draft.totalCents,
          user_id: draft.userId,
          created_at: now,
        })
        .returning("id");
      const receiptId = Number((row as { id: number }).id);
      const movements: StockMovementInput[] = [];
      const prices: PriceChangeInput[] = [];
      const receiptLines: Record<string, unknown>[] = [];
      const levelsById = await lockedLevelsOf(
        trx,
        draft.lines.map((line) => line.productId),
      );
      for (const line of [...draft.lines].sort((a, b) => a.productId - b.productId)) {
        const levels = levelsById.get(line.productId);
        if (!levels) throw new Refusal({ missingProduct: true });
        const costBeforeCents = Math.round(levels.costPrice * 100);
        const costAfterCents = costAfterReceipt(
          draft.costRule,
          { stock: levels.stock, costCents: costBeforeCents },
          line,
        );
        const stockAfter = levels.stock + line.quantity;
        // The version moves with the stock: an edit opened before the receipt can no longer save it.
        await trx("products")
          .where({ id: line.productId })
          .update({
            stock: trx.raw("stock + ?", [line.quantity]),
            cost_price: costAfterCents / 100,
            updated_at: now,
            version: trx.raw("version + 1"),
          });
        receiptLines.push({
          receipt_id: receiptId,
          product_id: line.productId,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          unit_cost_cents: line.unitCostCents,
          cost_before_cents: costBeforeCents,
          cost_after_cents: costAfterCents,
          stock_after: stockAfter,
        });
        if (line.orderLineId !== null)
          await trx("purchase_order_lines")
            .where({ id: line.orderLineId })
            .update({ received_quantity: trx.raw("received_quantity + ?", [line.quantity]) });
        movements.push({
          productId: line.productId,
          quantity: line.quantity,
          stockAfter,
          kind: "purchase",
          reason: draft.reason,
          reference: receiptNumber(receiptId),
          userId: draft.userId,
        });
        if (costAfterCents !== costBeforeCents)
          prices.push({
            productId: line.productId,
            oldCostPrice: levels.costPrice,
            newCostPrice: costAfterCents / 100,
            oldSellingPrice: levels.sellingPrice,
            newSellingPrice: levels.sellingPrice,
            userId: draft.userId,
          });
      }
      await trx.batchInsert("purchase_receipt_lines", receiptLines, 200);
      await recordStockMovements(trx, movements);
      await recordPriceChanges(trx, prices);
      if (draft.orderId !== null) await settleOrder(trx, draft.orderId, now);
      return receiptId;
    });
    const receipt = await findReceipt(db, id);
    if (!receipt) throw new Error("purchase receipt vanished during the request");
    return { receipt };
  } catch (error) {
    if (error instanceof Refusal) return error.write;
    throw error;
  }
}
