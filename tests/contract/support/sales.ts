// Helpers the sales scenarios and samples share: the counter mode turned on, a throwaway product
// with a known stock, a sale of it.
import type { ApiClient, Json } from "./client";
import { productBody } from "./bodies";

/**
 * The mode on or off. The sales scenarios written before 'Caja' sell without a register session
 * (the shop's `requireOpenSession` off); the register scenarios turn it on themselves.
 */
async function counterModeSet(admin: ApiClient, counterMode: boolean): Promise<Json> {
  const settings = (await admin.call("getShopSettings")).body;
  if (settings.counterMode === counterMode && settings.requireOpenSession === false) return settings;
  const res = await admin.call("updateShopSettings", {
    body: { ...settings, counterMode, requireOpenSession: false },
  });
  if (res.status !== 200) throw new Error(`updateShopSettings: ${res.status} ${res.text}`);
  return res.body;
}

export const counterModeOn = (admin: ApiClient) => counterModeSet(admin, true);
export const counterModeOff = (admin: ApiClient) => counterModeSet(admin, false);

export async function stockedProduct(admin: ApiClient, stock: number, sellingPrice = 15000): Promise<Json> {
  const ref = (await admin.call("listProducts", { query: { limit: 1 } })).body[0];
  const res = await admin.call("createProduct", { body: { ...productBody(ref), stock, sellingPrice } });
  if (res.status !== 201) throw new Error(`createProduct: ${res.status} ${res.text}`);
  return res.body;
}

export function saleBody(productId: number, quantity = 1, extra: Record<string, unknown> = {}) {
  return {
    status: "completed",
    paymentMethod: "efectivo",
    lines: [{ productId, quantity, discount: 0 }],
    ...extra,
  };
}

/** A recorded sale of one unit of a fresh product, by `seller`. */
export async function recordedSale(admin: ApiClient, seller: ApiClient, status = "completed"): Promise<Json> {
  await counterModeOn(admin);
  const product = await stockedProduct(admin, 5);
  const res = await seller.call("createSale", { body: saleBody(product.id, 2, { status }) });
  if (res.status !== 201) throw new Error(`createSale: ${res.status} ${res.text}`);
  return res.body;
}
