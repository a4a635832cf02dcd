// 'Compras': suppliers.
import type { Supplier, SupplierStatus } from "@contract/types";

/** A supplier's stored fields, already trimmed and checked by the operation. */
export interface SupplierFields {
  name: string;
  contactPerson: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  status: SupplierStatus;
  rating: number | null;
  taxId: string | null;
  leadTimeDays: number | null;
}

export interface SuppliersRepository {
  /** Every supplier by name, with its counts. */
  list(): Promise<Supplier[]>;
  find(id: number): Promise<Supplier | null>;
  create(fields: SupplierFields): Promise<Supplier>;
  /** Null when the supplier is gone. */
  update(id: number, fields: SupplierFields): Promise<Supplier | null>;
  /** Adds every supplier in one transaction. */
  createMany(rows: SupplierFields[]): Promise<void>;
}
