// Helpers the purchase scenarios and samples share: a supplier, a part of known cost, a sent order.
import type { ApiClient, Json } from "./client";
import { productBody } from "./bodies";
import { unique } from "./expectations";
import { counterModeOn } from "./sales";

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

/** A fresh part with a known stock and cost price (selling price 15 000). */
export async function costedProduct(admin: ApiClient, stock: number, costPrice: number): Promise<Json> {
  const ref = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
  const res = await admin.call("createProduct", { body: { ...productBody(ref), stock, costPrice } });
  if (res.status !== 201) throw new Error(`createProduct: ${res.status} ${res.text}`);
  return res.body;
}

/** An order in 'Enviada' of these parts and quantities (costs from the parts unless given). */
export async function sentOrder(
  admin: ApiClient,
  lines: Array<{ productId: number; quantity: number; unitCost?: number }>,
): Promise<Json> {
  await counterModeOn(admin);
  const supplier = await freshSupplier(admin);
  const res = await admin.call("createPurchaseOrder", { body: { supplierId: supplier.id, lines } });
  if (res.status !== 201) throw new Error(`createPurchaseOrder: ${res.status} ${res.text}`);
  const sent = await admin.call("changePurchaseOrderStatus", {
    path: { id: res.body.id },
    body: { status: "sent" },
  });
  if (sent.status !== 200) throw new Error(`changePurchaseOrderStatus: ${sent.status} ${sent.text}`);
  return sent.body;
}

export async function productNow(admin: ApiClient, id: number): Promise<Json> {
  return (await admin.call("getProduct", { path: { id } })).body;
}
