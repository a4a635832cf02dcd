// The purchase cycle's rows in memory (suppliers, orders, receipts): plain arrays, emptied with the
// rest of the mocks' database.
import type { SupplierFields } from "../../server/purchase-store";
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
  status: string;
  lines: MemoryOrderLine[];
}

export const purchaseState = {
  suppliers: [] as Array<{ id: number } & SupplierFields>,
  orders: [] as MemoryOrder[],
};

onMockDbReset(() => {
  purchaseState.suppliers.length = 0;
  purchaseState.orders.length = 0;
});
