// Suppliers in memory (the BFF's suppliers-repository.ts twin); the counts come from the purchase
// orders kept by ./purchases-state.ts.
import type { Supplier } from "@contract/types";
import type { SupplierFields, SuppliersRepository } from "../../server/store/suppliers-repository";
import { purchaseState } from "./purchases-state";

function withCounts(row: { id: number } & SupplierFields): Supplier {
  const orders = purchaseState.orders.filter(
    (order) => order.supplierId === row.id && order.status !== "canceled",
  );
  const parts = new Set(
    orders.flatMap((order) => order.lines.map((line) => line.productId)).filter((id) => id !== null),
  );
  return { ...row, productsCount: parts.size, ordersCount: orders.length };
}

function find(id: number): Supplier | null {
  const row = purchaseState.suppliers.find((supplier) => supplier.id === id);
  return row ? withCounts(row) : null;
}

function add(fields: SupplierFields): number {
  const id = purchaseState.suppliers.reduce((max, row) => Math.max(max, row.id), 0) + 1;
  purchaseState.suppliers.push({ id, ...fields });
  return id;
}

export const suppliers: SuppliersRepository = {
  async list() {
    return purchaseState.suppliers.map(withCounts);
  },
  async find(id) {
    return find(id);
  },
  async create(fields) {
    return find(add(fields))!;
  },
  async update(id, fields) {
    const row = purchaseState.suppliers.find((supplier) => supplier.id === id);
    if (!row) return null;
    Object.assign(row, fields);
    return find(id);
  },
  async createMany(rows) {
    for (const fields of rows) add(fields);
  },
};
