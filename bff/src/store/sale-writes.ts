// A sale's writes, each in one transaction (on SQLite, committed together with the sales written
// beside it: ../db/grouped-writes.ts) with the stock it moves and the stock-ledger movements that
// record it: a line takes its units only while the stock covers them (a conditional UPDATE, so
// two counters selling the last unit cannot both succeed on SQLite or PostgreSQL), and a refused
// line rolls the whole sale back. Products are touched in id order so two sales never wait on each
// other's rows in opposite orders.
import type { Knex } from "knex";
import type {
  SaleCompletionTerms,
  SaleDraft,
  SaleReturnDraft,
  SaleWrite,
  StockShortage,
} from "../../../server/store/sales-repository";
import type { StockMovementInput, StockMovementKind } from "../../../server/store/stock-ledger-repository";
import { isPostgres } from "../db/dialect";
import { groupedWrite, WriteRefusal } from "../db/grouped-writes";
import { chargedOnAccount, creditCancellation, creditReturn } from "./account-writes";
import { openSessionOrNull, recordPayments } from "./sale-payment-writes";
import { findSale } from "./sale-reads";
import { summarizeCanceledSale, summarizeCompletedSale, summarizeReturn } from "./sales-summary-writes";
import { recordStockMovements } from "./stock-ledger-writes";

class Refused extends WriteRefusal {
  constructor(readonly write: SaleWrite) {
    super("sale write refused");
  }
}

interface Units {
  productId: number;
  quantity: number;
}

interface Movement {
  kind: StockMovementKind;
  saleId: number;
  userId: number;
  reason?: string;
}

const byProduct = (a: Units, b: Units) => a.productId - b.productId;

async function stockOf(trx: Knex.Transaction, productId: number): Promise<number | null> {
  const row = await trx("products").where({ id: productId }).first<{ stock: number } | undefined>("stock");
  return row ? Number(row.stock) : null;
}

/** Moves each product's stock by `sign` × quantity, refusing (and rolling back) a take beyond it. */
async function moveStock(trx: Knex.Transaction, units: Units[], sign: 1 | -1, movement: Movement) {
  const now = new Date().toISOString();
  const movements: StockMovementInput[] = [];
  for (const { productId, quantity } of [...units].sort(byProduct)) {
    const update = trx("products").where({ id: productId });
    if (sign < 0) update.andWhere("stock", ">=", quantity);
    const [row] = await update
      // The version moves with the stock: an edit opened before the sale can no longer save its stock.
      .update({
        stock: trx.raw("stock + ?", [sign * quantity]),
        updated_at: now,
        version: trx.raw("version + 1"),
      })
      .returning<Array<{ stock: number }>>("stock");
    if (!row) {
      // A product deleted since the sale gets nothing back; one short of units refuses the sale.
      const stock = sign > 0 ? null : await stockOf(trx, productId);
      if (stock === null) continue;
      const shortage: StockShortage = { productId, available: stock };
      throw new Refused({ shortage });
    }
    const stock = Number(row.stock);
    movements.push({
      productId,
      quantity: sign * quantity,
      stockAfter: stock,
      kind: movement.kind,
      reason: movement.reason ?? null,
      reference: String(movement.saleId),
      userId: movement.userId,
    });
  }
  await recordStockMovements(trx, movements);
}

/** Each line keeps its product's cost at this moment (the reports' margin); a deleted product's, 0. */
async function recordLineCosts(trx: Knex.Transaction, saleId: number) {
  await trx.raw(
    `UPDATE sale_lines SET unit_cost_cents = COALESCE(
       (SELECT CAST(ROUND(p.cost_price * 100) AS BIGINT) FROM products p WHERE p.id = sale_lines.product_id), 0)
     WHERE sale_id = ?`,
    [saleId],
  );
}

async function inTransaction(db: Knex, work: (trx: Knex.Transaction) => Promise<number>) {
  try {
    const saleId = await groupedWrite(db, work);
    const sale = await findSale(db, saleId);
    if (!sale) throw new Error("sale vanished during the request");
    return { sale } satisfies SaleWrite;
  } catch (error) {
    if (error instanceof Refused) return error.write;
    throw error;
  }
}

export function createSale(db: Knex, draft: SaleDraft): Promise<SaleWrite> {
  return inTransaction(db, async (trx) => {
    const now = new Date().toISOString();
    const completed = draft.status === "completed";
    const [row] = await trx("sales")
      .insert({
        user_id: draft.userId,
        status: draft.status,
        customer_id: draft.customerId,
        customer_name: draft.customerName,
        payment_method: draft.paymentMethod,
        total: draft.totalCents / 100,
        tax_rate: draft.taxRate,
        discount_cents: draft.discountCents,
        subtotal_cents: draft.subtotalCents,
        tax_cents: draft.taxCents,
        total_cents: draft.totalCents,
        created_at: now,
        completed_at: completed ? now : null,
      })
      .returning("id");
    const saleId = Number((row as { id: number }).id);
    await trx("sale_lines").insert(
      draft.lines.map((line) => ({
        sale_id: saleId,
        product_id: line.productId,
        name: line.name,
        sku: line.sku,
        quantity: line.quantity,
        unit_price: line.unitPriceCents / 100,
        discount: line.discount,
        subtotal: line.subtotalCents / 100,
        unit_price_cents: line.unitPriceCents,
        discount_cents: line.discountCents,
        subtotal_cents: line.subtotalCents,
      })),
    );
    if (draft.quoteId !== undefined) {
      // A quote converts once: the second of two racing conversions finds it taken and writes nothing.
      const marked = await trx("quotes")
        .where({ id: draft.quoteId })
        .whereNull("sale_id")
        .update({ sale_id: saleId, converted_at: now });
      if (marked === 0) throw new Refused({ stale: true });
    }
    if (completed) {
      const refused = await recordPayments(trx, saleId, draft.userId, draft);
      if (refused) throw new Refused(refused);
      await recordLineCosts(trx, saleId);
      await moveStock(trx, draft.lines, -1, { kind: "sale", saleId, userId: draft.userId });
      await summarizeCompletedSale(trx, saleId);
    }
    return saleId;
  });
}

async function linesOf(trx: Knex.Transaction, saleId: number) {
  return trx("sale_lines")
    .where({ sale_id: saleId })
    .whereNotNull("product_id")
    .select<{ id: number; product_id: number; quantity: number; returned_quantity: number }[]>(
      "id",
      "product_id",
      "quantity",
      "returned_quantity",
    );
}

/** Moves the sale from one status to the next only if it still has the first (else `stale`). */
async function claim(trx: Knex.Transaction, id: number, from: string[], changes: Record<string, unknown>) {
  const changed = await trx("sales").where({ id }).whereIn("status", from).update(changes);
  if (changed === 0) throw new Refused({ stale: true });
}

export function completeSale(
  db: Knex,
  id: number,
  userId: number,
  terms: SaleCompletionTerms,
): Promise<SaleWrite> {
  return inTransaction(db, async (trx) => {
    await claim(trx, id, ["pending"], {
      status: "completed",
      completed_at: new Date().toISOString(),
      payment_method: terms.paymentMethod,
      total: terms.totalCents / 100,
      tax_rate: terms.taxRate,
      discount_cents: terms.discountCents,
      subtotal_cents: terms.subtotalCents,
      tax_cents: terms.taxCents,
      total_cents: terms.totalCents,
    });
    for (const line of terms.lines)
      await trx("sale_lines")
        .where({ sale_id: id, product_id: line.productId })
        .update({
          unit_price: line.unitPriceCents / 100,
          discount: line.discount,
          subtotal: line.subtotalCents / 100,
          unit_price_cents: line.unitPriceCents,
          discount_cents: line.discountCents,
          subtotal_cents: line.subtotalCents,
        });
    const refused = await recordPayments(trx, id, userId, terms);
    if (refused) throw new Refused(refused);
    await recordLineCosts(trx, id);
    const lines = await linesOf(trx, id);
    const units = lines.map((line) => ({ productId: line.product_id, quantity: line.quantity }));
    await moveStock(trx, units, -1, { kind: "sale", saleId: id, userId });
    await summarizeCompletedSale(trx, id);
    return id;
  });
}

export function cancelSale(db: Knex, id: number, userId: number): Promise<SaleWrite> {
  return inTransaction(db, async (trx) => {
    // Locked (PostgreSQL; SQLite's one writer serialises), so a completion meanwhile is seen.
    const status = trx("sales").where({ id }).first<{ status: string } | undefined>("status");
    const before = await (isPostgres(trx) ? status.forUpdate() : status);
    await claim(trx, id, ["pending", "completed"], {
      status: "canceled",
      canceled_at: new Date().toISOString(),
      canceled_by: userId,
    });
    if (before?.status === "completed") {
      const units = (await linesOf(trx, id))
        .map((line) => ({ productId: line.product_id, quantity: line.quantity - line.returned_quantity }))
        .filter((line) => line.quantity > 0);
      await moveStock(trx, units, 1, { kind: "cancellation", saleId: id, userId });
      await creditCancellation(trx, id, userId);
      await summarizeCanceledSale(trx, id);
    }
    return id;
  });
}

export function addSaleReturn(db: Knex, id: number, draft: SaleReturnDraft): Promise<SaleWrite> {
  return inTransaction(db, async (trx) => {
    // Holds the sale (its status and returned total) until the transaction ends.
    const changed = await trx("sales")
      .where({ id, status: "completed" })
      .update({ returned_cents: trx.raw("returned_cents + ?", [draft.refundCents]) });
    if (changed === 0) throw new Refused({ stale: true });
    const parts = draft.accountShare?.(await chargedOnAccount(trx, id));
    const [row] = await trx("sale_returns")
      .insert({
        sale_id: id,
        user_id: draft.userId,
        reason: draft.reason,
        refund_cents: draft.refundCents,
        refund_method: parts?.method ?? draft.refundMethod,
        account_cents: parts?.accountCents ?? 0,
        register_session_id: await openSessionOrNull(trx, draft.registerSessionId),
        created_at: new Date().toISOString(),
      })
      .returning("id");
    const returnId = Number((row as { id: number }).id);
    const units: Units[] = [];
    for (const line of draft.lines) {
      const taken = await trx("sale_lines")
        .where({ id: line.lineId, sale_id: id })
        .andWhereRaw("returned_quantity + ? <= quantity", [line.quantity])
        .update({ returned_quantity: trx.raw("returned_quantity + ?", [line.quantity]) });
      if (taken === 0) throw new Refused({ stale: true });
      const productId = (
        await trx("sale_lines").where({ id: line.lineId }).first<{ product_id: number | null }>("product_id")
      )?.product_id;
      if (productId !== null && productId !== undefined) units.push({ productId, quantity: line.quantity });
    }
    await trx("sale_return_lines").insert(
      draft.lines.map((line) => ({
        return_id: returnId,
        sale_line_id: line.lineId,
        quantity: line.quantity,
      })),
    );
    await moveStock(trx, units, 1, {
      kind: "return",
      saleId: id,
      userId: draft.userId,
      reason: draft.reason,
    });
    if (parts) await creditReturn(trx, id, draft.userId, parts.accountCents, draft.reason);
    await summarizeReturn(trx, id, returnId);
    return id;
  });
}
