// Helpers the purchase scenarios and samples share: a supplier body and a fresh supplier.
import type { ApiClient, Json } from "./client";
import { unique } from "./expectations";

export function supplierBody(extra: Record<string, unknown> = {}) {
  return {
    name: unique("Proveedor"),
    contactPerson: null,
    email: null,
    phone: null,
    address: null,
    city: null,
    country: null,
    status: "active",
    rating: null,
    ...extra,
  };
}

export async function freshSupplier(admin: ApiClient, extra: Record<string, unknown> = {}): Promise<Json> {
  const res = await admin.call("createSupplier", { body: supplierBody(extra) });
  if (res.status !== 201) throw new Error(`createSupplier: ${res.status} ${res.text}`);
  return res.body;
}
