// 'Recibir mercancía': a receipt against an order (what is still due; more only when the clerk
// confirms it) or without one. The store confirms it in one transaction (stock, version, ledger,
// cost by the shop's rule, price history, the order's received units and status).
import type { PurchaseOrder } from "@contract/types";
import {
  pendingQuantity,
  RECEIVABLE_STATUSES,
  orderNumber,
  type PurchaseOrderStatusName,
} from "../../rules/purchase-orders";
import { overReceiptMessage, PURCHASE_MESSAGES } from "../../rules/purchase-messages";
import { toCents } from "../../rules/sale-money";
import { optionalText } from "../../rules/text";
import { MESSAGES } from "../../rules/messages";
import { mayReceiveGoods, storedPurchaseSettings } from "../../rules/purchase-settings";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import type { PurchaseReceiptLineDraft } from "../store/purchases-repository";
import type { Store } from "../store/store";
import { mergedLines, purchasesAllowed } from "./purchase-orders";
import { productsOf } from "./sale-drafts";
import { created, ok, signedIn, type Operation, type OperationContext } from "./types";

async function receivableOrder(store: Store, orderId: number): Promise<PurchaseOrder> {
  const order = await store.purchases.findOrder(orderId);
  if (!order) throw notFound(PURCHASE_MESSAGES.orderNotFound);
  if (!RECEIVABLE_STATUSES.includes(order.status as PurchaseOrderStatusName))
    throw conflict(PURCHASE_MESSAGES.orderNotReceivable);
  return order;
}

/** An Administrador always; a Vendedor only when 'Configuración' → 'Inventario' allows it. */
async function mayReceive(ctx: OperationContext) {
  const user = signedIn(ctx);
  const settings = storedPurchaseSettings(await ctx.store.purchaseSettings.get());
  if (!mayReceiveGoods(user.role, settings)) throw forbidden(PURCHASE_MESSAGES.receivingNotAllowed);
  return { user, settings };
}

const createPurchaseReceipt: Operation<"createPurchaseReceipt"> = async (ctx, { body }) => {
  const { user, settings } = await mayReceive(ctx);
  await purchasesAllowed(ctx.store);
  const lines = mergedLines(body.lines);
  if (lines.length === 0) throw badRequest(PURCHASE_MESSAGES.receiptEmpty);
  const order = body.orderId ? await receivableOrder(ctx.store, body.orderId) : null;
  const supplierId = order ? order.supplier.id : (body.supplierId ?? null);
  if (!order && supplierId !== null && !(await ctx.store.suppliers.find(supplierId)))
    throw notFound(PURCHASE_MESSAGES.supplierNotFound);
  const products = await productsOf(
    ctx.store,
    lines.map((line) => line.productId),
  );
  const over: Array<{ name: string; due: number; received: number }> = [];
  const drafts: PurchaseReceiptLineDraft[] = lines.map((line) => {
    const product = products.get(line.productId)!;
    const orderLine = order?.lines.find((candidate) => candidate.productId === line.productId) ?? null;
    if (order) {
      const due = orderLine ? pendingQuantity(order.status as PurchaseOrderStatusName, orderLine) : 0;
      if (line.quantity > due) over.push({ name: product.name, due, received: line.quantity });
    }
    return {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      quantity: line.quantity,
      unitCostCents: toCents(line.unitCost ?? orderLine?.unitCost ?? product.costPrice),
      orderLineId: orderLine?.id ?? null,
    };
  });
  if (over.length > 0 && body.confirmOverReceipt !== true) throw conflict(overReceiptMessage(over));
  const { costRule } = settings;
  const totalCents = drafts.reduce((sum, line) => sum + line.quantity * line.unitCostCents, 0);
  if (!Number.isSafeInteger(totalCents)) throw badRequest(PURCHASE_MESSAGES.totalTooLarge);
  const write = await ctx.store.purchases.createReceipt({
    orderId: order?.id ?? null,
    supplierId,
    note: optionalText(body.note),
    userId: user.id,
    totalCents,
    costRule,
    reason: order ? `Orden ${orderNumber(order.id)}` : null,
    lines: drafts,
  });
  if ("stale" in write) throw conflict(PURCHASE_MESSAGES.changedMeanwhile);
  if ("missingProduct" in write) throw notFound(MESSAGES.productNotFound);
  return created(write.receipt);
};

const listPurchaseReceipts: Operation<"listPurchaseReceipts"> = async (ctx, { query }) => {
  await mayReceive(ctx);
  return ok(await ctx.store.purchases.listReceipts({ orderId: query.orderId, limit: query.limit ?? 100 }));
};

const getPurchaseReceipt: Operation<"getPurchaseReceipt"> = async (ctx, { params }) => {
  await mayReceive(ctx);
  const receipt = await ctx.store.purchases.findReceipt(params.id);
  if (!receipt) throw notFound(PURCHASE_MESSAGES.receiptNotFound);
  return ok(receipt);
};

const getPurchaseSettings: Operation<"getPurchaseSettings"> = async ({ store }) =>
  ok(await store.purchaseSettings.get());

const updatePurchaseSettings: Operation<"updatePurchaseSettings"> = async ({ store }, { body }) => {
  const before = storedPurchaseSettings(await store.purchaseSettings.get());
  return ok(
    await store.purchaseSettings.save({
      costRule: body.costRule,
      salesMayReceive: body.salesMayReceive ?? before.salesMayReceive,
    }),
  );
};

export const purchaseReceiptsOperations = {
  createPurchaseReceipt,
  listPurchaseReceipts,
  getPurchaseReceipt,
  getPurchaseSettings,
  updatePurchaseSettings,
};
