// 'Compras': purchase orders, receipts, returns to suppliers and price lists.
import type { PurchaseOrder, PurchaseOrderStatus, PurchaseReceipt, SupplierReturn } from "@contract/types";
import type { CostRule } from "../../rules/purchase-cost";

/** One line of an order as the operation priced it (name and SKU kept: a part may be renamed). */
export interface PurchaseOrderLineDraft {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  unitCostCents: number;
  subtotalCents: number;
}

export interface PurchaseOrderDraft {
  supplierId: number;
  expectedDate: string | null;
  notes: string | null;
  taxRate: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  createdBy: number;
  lines: PurchaseOrderLineDraft[];
}

export interface PurchaseReceiptLineDraft {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
  unitCostCents: number;
  /** The order line the units count against, when the receipt is against an order. */
  orderLineId: number | null;
}

export interface PurchaseReceiptDraft {
  orderId: number | null;
  supplierId: number | null;
  note: string | null;
  userId: number;
  totalCents: number;
  costRule: CostRule;
  /** The ledger movements' reason (the order's number, when there is one). */
  reason: string | null;
  lines: PurchaseReceiptLineDraft[];
}

/** A receipt written, or why not: the order changed meanwhile, or a part was deleted meanwhile. */
export type PurchaseReceiptWrite = { receipt: PurchaseReceipt } | { stale: true } | { missingProduct: true };

export interface SupplierReturnLineDraft {
  productId: number;
  name: string;
  sku: string;
  quantity: number;
}

export interface SupplierReturnDraft {
  receiptId: number | null;
  supplierId: number | null;
  note: string | null;
  userId: number;
  /** The ledger movements' reason (the receipt's number, when there is one). */
  reason: string | null;
  lines: SupplierReturnLineDraft[];
}

/** A return written (its id, time and each part's stock after it), or the parts short of stock. */
export type SupplierReturnWrite =
  | { id: number; createdAt: string; stockAfter: Map<number, number> }
  | { short: Array<{ productId: number; stock: number }> }
  | { missingProduct: true };

/** One part's new prices from a supplier price list, and the prices they were computed from. */
export interface PriceListChangeDraft {
  productId: number;
  before: { costCents: number; sellingCents: number };
  costCents: number;
  sellingCents: number;
}

/** Written, or `stale` when a part's prices (or the part) changed since they were computed. */
export type PriceListWrite = { applied: true } | { stale: true };

export interface PurchasesRepository {
  listOrders(filter: { status?: PurchaseOrderStatus; limit: number }): Promise<PurchaseOrder[]>;
  findOrder(id: number): Promise<PurchaseOrder | null>;
  createOrder(draft: PurchaseOrderDraft): Promise<PurchaseOrder>;
  /** Replaces a draft's fields and lines; null when it is no longer a draft. */
  replaceDraft(id: number, draft: PurchaseOrderDraft): Promise<PurchaseOrder | null>;
  /** Moves the order to `to` only if its status is one of `from`; null otherwise. */
  changeStatus(
    id: number,
    from: readonly PurchaseOrderStatus[],
    to: PurchaseOrderStatus,
  ): Promise<PurchaseOrder | null>;
  listReceipts(filter: { orderId?: number; limit: number }): Promise<PurchaseReceipt[]>;
  findReceipt(id: number): Promise<PurchaseReceipt | null>;
  /**
   * One transaction: the receipt and its lines, each part's stock, version and cost (by
   * `costRule`, rules/purchase-cost.ts), a 'purchase' movement and a price row when the cost moved,
   * and the order's received units and status (rules/purchase-orders.ts) when there is an order
   * (which must still be receivable, else `stale`).
   */
  createReceipt(draft: PurchaseReceiptDraft): Promise<PurchaseReceiptWrite>;
  /**
   * One transaction: the return and its lines, each part's stock and version lowered and one
   * 'supplier_return' movement per line; nothing written when any part has less stock than returned.
   */
  createReturn(draft: SupplierReturnDraft): Promise<SupplierReturnWrite>;
  /** The newest returns to suppliers first, at most `limit`. */
  listReturns(limit: number): Promise<SupplierReturn[]>;
  /** Units already returned against a receipt, by part. */
  returnedAgainst(receiptId: number): Promise<Map<number, number>>;
  /**
   * One transaction: each part's cost and selling price and version, and a price-history row per
   * part; nothing written when any part's prices are no longer `before`.
   */
  applyPriceList(changes: PriceListChangeDraft[], userId: number): Promise<PriceListWrite>;
}
