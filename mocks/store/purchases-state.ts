// The purchase cycle's rows in memory (suppliers, orders, receipts): plain arrays, emptied with the
// rest of the mocks' database.
import type { PurchaseOrderStatus } from "@contract/types";
import type { CostRule } from "../../rules/purchase-cost";
import type { SupplierFields } from "../../server/store/suppliers-repository";
import { onMockDbReset } from "../db";

export interface MemoryOrderLine {
  id: number;
  productId: number | null;
  name: string;
  sku: string;
  quantity: number;
  receivedQuantity: number;
  unitCostCents: number;
  subtotalCents: number;
}

export interface MemoryOrder {
  id: number;
  supplierId: number;
  status: PurchaseOrderStatus;
  expectedDate: string | null;
  notes: string | null;
  taxRate: number;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  createdBy: number | null;
  createdAt: string;
  lines: MemoryOrderLine[];
}

export interface MemoryReceiptLine {
  productId: number | null;
  name: string;
  sku: string;
  quantity: number;
  unitCostCents: number;
  costBeforeCents: number;
  costAfterCents: number;
  stockAfter: number;
}

export interface MemoryReceipt {
  id: number;
  orderId: number | null;
  supplierId: number | null;
  note: string | null;
  totalCents: number;
  userId: number | null;
  createdAt: string;
  lines: MemoryReceiptLine[];
}

export const purchaseState = {
  suppliers: [] as Array<{ id: number } & SupplierFields>,
  orders: [] as MemoryOrder[],
  receipts: [] as MemoryReceipt[],
  settings: { costRule: "last" as CostRule, salesMayReceive: false },
  lineIds: 0,
  /** A part's preferred supplier, by product id. */
  preferred: new Map<number, number>(),
};

onMockDbReset(() => {
  purchaseState.suppliers.length = 0;
  purchaseState.orders.length = 0;
  purchaseState.receipts.length = 0;
  purchaseState.settings = { costRule: "last", salesMayReceive: false };
  purchaseState.lineIds = 0;
  purchaseState.preferred.clear();
});
