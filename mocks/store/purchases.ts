// Purchase orders, receipts and the purchase settings in memory: the mocks' counterpart of
// bff/src/store/purchase-reads.ts, purchase-writes.ts and purchase-settings-repository.ts. A receipt
// checks everything before it writes anything, so it is all or nothing like the BFF's transaction.
import type { PurchaseOrder, PurchaseReceipt } from "@contract/types";
import { costAfterReceipt } from "../../rules/purchase-cost";
import {
  orderNumber,
  pendingQuantity,
  receiptNumber,
  RECEIVABLE_STATUSES,
  statusAfterReceipt,
  supplierReturnNumber,
} from "../../rules/purchase-orders";
import { fromCents, toCents } from "../../rules/sale-money";
import type {
  PurchaseOrderDraft,
  PurchaseSettingsRepository,
  PurchasesRepository,
} from "../../server/purchase-store";
import type { PriceChangeInput, StockMovementInput } from "../../server/store";
import { db } from "../db";
import { purchaseState, type MemoryOrder, type MemoryReceipt } from "./purchases-state";
import { recordPriceChanges, recordStockMovements } from "./stock-ledger";
import { applyPriceListInMemory } from "./price-lists";
import { createReturnInMemory, returnedAgainstInMemory, storedReturns } from "./supplier-returns";

const nextOf = (rows: Array<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

function named(kind: "users" | "suppliers", id: number | null) {
  if (id === null) return null;
  const row =
    kind === "users"
      ? db.users.findFirst((q) => q.where({ id }))
      : purchaseState.suppliers.find((supplier) => supplier.id === id);
  return row ? { id, name: row.name } : null;
}

function orderDto(order: MemoryOrder): PurchaseOrder {
  return {
    id: order.id,
    number: orderNumber(order.id),
    supplier: named("suppliers", order.supplierId) ?? { id: order.supplierId, name: "" },
    status: order.status,
    expectedDate: order.expectedDate,
    notes: order.notes,
    taxRate: order.taxRate,
    subtotal: fromCents(order.subtotalCents),
    tax: fromCents(order.taxCents),
    total: fromCents(order.totalCents),
    createdAt: order.createdAt,
    createdBy: named("users", order.createdBy),
    lines: order.lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      receivedQuantity: line.receivedQuantity,
      pendingQuantity: pendingQuantity(order.status, line),
      unitCost: fromCents(line.unitCostCents),
      subtotal: fromCents(line.subtotalCents),
    })),
  };
}

function receiptDto(receipt: MemoryReceipt): PurchaseReceipt {
  return {
    id: receipt.id,
    number: receiptNumber(receipt.id),
    orderId: receipt.orderId,
    orderNumber: receipt.orderId === null ? null : orderNumber(receipt.orderId),
    supplier: named("suppliers", receipt.supplierId),
    note: receipt.note,
    total: fromCents(receipt.totalCents),
    createdAt: receipt.createdAt,
    user: named("users", receipt.userId),
    lines: receipt.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      sku: line.sku,
      quantity: line.quantity,
      unitCost: fromCents(line.unitCostCents),
      costBefore: fromCents(line.costBeforeCents),
      costAfter: fromCents(line.costAfterCents),
      stockAfter: line.stockAfter,
    })),
  };
}

const newestFirst = (a: { createdAt: string; id: number }, b: { createdAt: string; id: number }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

function linesOf(draft: PurchaseOrderDraft) {
  return draft.lines.map((line) => ({ ...line, id: ++purchaseState.lineIds, receivedQuantity: 0 }));
}

function fieldsOf(draft: PurchaseOrderDraft) {
  const { lines: _lines, createdBy: _createdBy, ...fields } = draft;
  return fields;
}

const findOrder = (id: number) => purchaseState.orders.find((order) => order.id === id);

export const purchases: PurchasesRepository = {
  async listOrders({ status, limit }) {
    return purchaseState.orders
      .filter((order) => !status || order.status === status)
      .sort(newestFirst)
      .slice(0, limit)
      .map(orderDto);
  },
  async findOrder(id) {
    const order = findOrder(id);
    return order ? orderDto(order) : null;
  },
  async createOrder(draft) {
    const order: MemoryOrder = {
      id: nextOf(purchaseState.orders),
      ...fieldsOf(draft),
      status: "draft",
      createdBy: draft.createdBy,
      createdAt: new Date().toISOString(),
      lines: linesOf(draft),
    };
    purchaseState.orders.push(order);
    return orderDto(order);
  },
  async replaceDraft(id, draft) {
    const order = findOrder(id);
    if (!order || order.status !== "draft") return null;
    Object.assign(order, fieldsOf(draft), { lines: linesOf(draft) });
    return orderDto(order);
  },
  async changeStatus(id, from, to) {
    const order = findOrder(id);
    if (!order || !from.includes(order.status)) return null;
    order.status = to;
    return orderDto(order);
  },
  async listReceipts({ orderId, limit }) {
    return purchaseState.receipts
      .filter((receipt) => orderId === undefined || receipt.orderId === orderId)
      .sort(newestFirst)
      .slice(0, limit)
      .map(receiptDto);
  },
  async findReceipt(id) {
    const receipt = purchaseState.receipts.find((row) => row.id === id);
    return receipt ? receiptDto(receipt) : null;
  },
  async createReceipt(draft) {
    const order = draft.orderId === null ? null : findOrder(draft.orderId);
    if (draft.orderId !== null && (!order || !RECEIVABLE_STATUSES.includes(order.status)))
      return { stale: true };
    const sorted = [...draft.lines].sort((a, b) => a.productId - b.productId);
    if (sorted.some((line) => !db.products.findFirst((q) => q.where({ id: line.productId }))))
      return { missingProduct: true };
    const now = new Date().toISOString();
    const receipt: MemoryReceipt = {
      id: nextOf(purchaseState.receipts),
      orderId: draft.orderId,
      supplierId: draft.supplierId,
      note: draft.note,
      totalCents: draft.totalCents,
      userId: draft.userId,
      createdAt: now,
      lines: [],
    };
    const movements: StockMovementInput[] = [];
    const prices: PriceChangeInput[] = [];
    for (const line of sorted) {
      const product = db.products.findFirst((q) => q.where({ id: line.productId }))!;
      const costBeforeCents = toCents(product.costPrice);
      const costAfterCents = costAfterReceipt(
        draft.costRule,
        { stock: product.stock, costCents: costBeforeCents },
        line,
      );
      const oldCost = product.costPrice;
      const row = await db.products.update((q) => q.where({ id: line.productId }), {
        data(target) {
          target.stock += line.quantity;
          target.costPrice = fromCents(costAfterCents);
          target.updatedAt = now;
          target.version = (target.version ?? 1) + 1;
        },
      });
      const stockAfter = row!.stock;
      receipt.lines.push({ ...line, costBeforeCents, costAfterCents, stockAfter });
      const orderLine = order?.lines.find((candidate) => candidate.id === line.orderLineId);
      if (orderLine) orderLine.receivedQuantity += line.quantity;
      movements.push({
        productId: line.productId,
        quantity: line.quantity,
        stockAfter,
        kind: "purchase",
        reason: draft.reason,
        reference: receiptNumber(receipt.id),
        userId: draft.userId,
      });
      if (costAfterCents !== costBeforeCents)
        prices.push({
          productId: line.productId,
          oldCostPrice: oldCost,
          newCostPrice: fromCents(costAfterCents),
          oldSellingPrice: row!.sellingPrice,
          newSellingPrice: row!.sellingPrice,
          userId: draft.userId,
        });
    }
    purchaseState.receipts.push(receipt);
    if (order) order.status = statusAfterReceipt(order.lines);
    await recordStockMovements(movements);
    await recordPriceChanges(prices);
    return { receipt: receiptDto(receipt) };
  },
  createReturn: createReturnInMemory,
  async listReturns(limit) {
    return storedReturns(limit).map((row) => ({
      id: row.id,
      number: supplierReturnNumber(row.id),
      receiptId: row.receiptId,
      receiptNumber: row.receiptId === null ? null : receiptNumber(row.receiptId),
      supplier: named("suppliers", row.supplierId),
      note: row.note,
      createdAt: row.createdAt,
      user: named("users", row.userId),
      lines: [...row.lines]
        .sort((a, b) => a.productId - b.productId)
        .map((line) => ({
          productId: db.products.findFirst((q) => q.where({ id: line.productId })) ? line.productId : null,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          stockAfter: row.stockAfter.get(line.productId)!,
        })),
    }));
  },
  applyPriceList: applyPriceListInMemory,
  returnedAgainst: returnedAgainstInMemory,
};

export const purchaseSettings: PurchaseSettingsRepository = {
  get: async () => ({ ...purchaseState.settings }),
  async save(settings) {
    purchaseState.settings = {
      costRule: settings.costRule,
      salesMayReceive: settings.salesMayReceive === true,
    };
    return { ...purchaseState.settings };
  },
};
