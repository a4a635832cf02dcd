// Purchase orders ('Compras', 'Modo mostrador' on): written in 'Borrador' with each line's cost (the
// part's cost price unless given) and the money in exact cents with the shop's IVA; a draft may be
// replaced, sent or cancelled; receipts move it to 'Recibida parcialmente' and 'Recibida'.
import type { PurchaseOrderInput } from "@contract/types";
import { canChangeByHand, type PurchaseOrderStatusName } from "../../rules/purchase-orders";
import { PURCHASE_MESSAGES, statusChangeRefused } from "../../rules/purchase-messages";
import { saleMoney, toCents } from "../../rules/sale-money";
import { optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { PurchaseOrderDraft } from "../store/purchases-repository";
import type { Store } from "../store/store";
import { productsOf } from "./sale-drafts";
import { created, ok, signedIn, type Operation } from "./types";

export async function purchasesAllowed(store: Store) {
  const settings = await store.shopSettings.get();
  if (!settings.counterMode) throw conflict(PURCHASE_MESSAGES.counterModeOff);
  return settings;
}

/** Lines naming the same part merged: quantities added, the last cost given kept. */
export function mergedLines<L extends { productId: number; quantity: number; unitCost?: number | null }>(
  lines: readonly L[],
): L[] {
  const byProduct = new Map<number, L>();
  for (const line of lines) {
    const before = byProduct.get(line.productId);
    byProduct.set(
      line.productId,
      before
        ? { ...before, quantity: before.quantity + line.quantity, unitCost: line.unitCost ?? before.unitCost }
        : { ...line },
    );
  }
  return [...byProduct.values()];
}

async function orderDraft(
  store: Store,
  userId: number,
  body: PurchaseOrderInput,
): Promise<PurchaseOrderDraft> {
  const settings = await purchasesAllowed(store);
  const lines = mergedLines(body.lines);
  if (lines.length === 0) throw badRequest(PURCHASE_MESSAGES.orderEmpty);
  if (!(await store.suppliers.find(body.supplierId))) throw notFound(PURCHASE_MESSAGES.supplierNotFound);
  const products = await productsOf(
    store,
    lines.map((line) => line.productId),
  );
  const priced = lines.map((line) => {
    const product = products.get(line.productId)!;
    const unitCostCents = toCents(line.unitCost ?? product.costPrice);
    return { product, quantity: line.quantity, unitCostCents };
  });
  const money = saleMoney(
    priced.map((line) => ({ unitPriceCents: line.unitCostCents, quantity: line.quantity, discount: 0 })),
    settings.taxRate,
  );
  if (!money.exact) throw badRequest(PURCHASE_MESSAGES.totalTooLarge);
  return {
    supplierId: body.supplierId,
    expectedDate: body.expectedDate ?? null,
    notes: optionalText(body.notes),
    taxRate: settings.taxRate,
    subtotalCents: money.subtotalCents,
    taxCents: money.taxCents,
    totalCents: money.totalCents,
    createdBy: userId,
    lines: priced.map((line, index) => ({
      productId: line.product.id,
      name: line.product.name,
      sku: line.product.sku,
      quantity: line.quantity,
      unitCostCents: line.unitCostCents,
      subtotalCents: money.lines[index]!.subtotalCents,
    })),
  };
}

async function mustFindOrder(store: Store, id: number) {
  const order = await store.purchases.findOrder(id);
  if (!order) throw notFound(PURCHASE_MESSAGES.orderNotFound);
  return order;
}

const listPurchaseOrders: Operation<"listPurchaseOrders"> = async ({ store }, { query }) =>
  ok(await store.purchases.listOrders({ status: query.status, limit: query.limit ?? 100 }));

const getPurchaseOrder: Operation<"getPurchaseOrder"> = async ({ store }, { params }) =>
  ok(await mustFindOrder(store, params.id));

const createPurchaseOrder: Operation<"createPurchaseOrder"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  return created(await ctx.store.purchases.createOrder(await orderDraft(ctx.store, user.id, body)));
};

const updatePurchaseOrder: Operation<"updatePurchaseOrder"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const order = await mustFindOrder(ctx.store, params.id);
  if (order.status !== "draft") throw conflict(PURCHASE_MESSAGES.onlyDraftEditable);
  const saved = await ctx.store.purchases.replaceDraft(order.id, await orderDraft(ctx.store, user.id, body));
  if (!saved) throw conflict(PURCHASE_MESSAGES.onlyDraftEditable);
  return ok(saved);
};

const changePurchaseOrderStatus: Operation<"changePurchaseOrderStatus"> = async (
  { store },
  { params, body },
) => {
  const order = await mustFindOrder(store, params.id);
  const from = order.status as PurchaseOrderStatusName;
  if (!canChangeByHand(from, body.status)) throw conflict(statusChangeRefused(from, body.status));
  const saved = await store.purchases.changeStatus(order.id, [from], body.status);
  if (!saved) throw conflict(PURCHASE_MESSAGES.changedMeanwhile);
  return ok(saved);
};

export const purchaseOrdersOperations = {
  listPurchaseOrders,
  getPurchaseOrder,
  createPurchaseOrder,
  updatePurchaseOrder,
  changePurchaseOrderStatus,
};
