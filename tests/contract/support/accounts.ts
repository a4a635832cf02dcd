// Helpers the 'Crédito' scenarios and samples share: the mode on with 'Crédito' accepted (sales without
// a register session unless asked), a customer of a seller's with credit, a sale on account.
import type { ApiClient, Json } from "./client";
import { customerBody } from "./bodies";
import { saleBody, stockedProduct } from "./sales";

export async function creditOn(admin: ApiClient, extra: Record<string, unknown> = {}): Promise<Json> {
  const settings = (await admin.call("getShopSettings")).body;
  const res = await admin.call("updateShopSettings", {
    body: {
      ...settings,
      counterMode: true,
      requireOpenSession: false,
      paymentMethods: ["efectivo", "tarjeta", "transferencia", "credito"],
      ...extra,
    },
  });
  if (res.status !== 200) throw new Error(`updateShopSettings: ${res.status} ${res.text}`);
  return res.body;
}

/** A fresh customer registered by `owner`, with credit of `limitCents` on `termsDays` set by the admin. */
export async function creditCustomer(
  admin: ApiClient,
  owner: ApiClient,
  limitCents = 100_000,
  termsDays = 30,
): Promise<Json> {
  await creditOn(admin);
  const customer = await owner.call("createCustomer", { body: customerBody() });
  if (customer.status !== 201) throw new Error(`createCustomer: ${customer.status} ${customer.text}`);
  const res = await admin.call("setCustomerCredit", {
    path: { id: customer.body.id },
    body: { enabled: true, limitCents, termsDays },
  });
  if (res.status !== 200) throw new Error(`setCustomerCredit: ${res.status} ${res.text}`);
  return customer.body;
}

/** A sale of `quantity` units at `unitCents` (IVA added by the shop) on `customerId`'s account. */
export function creditSaleBody(
  productId: number,
  customerId: number,
  quantity = 1,
  extra: Record<string, unknown> = {},
) {
  return saleBody(productId, quantity, { paymentMethod: "credito", customerId, ...extra });
}

/** A completed sale on account, by `seller`, of a fresh product priced `sellingPrice`. */
export async function creditSale(
  admin: ApiClient,
  seller: ApiClient,
  customerId: number,
  sellingPrice = 100,
): Promise<Json> {
  const product = await stockedProduct(admin, 10, sellingPrice);
  const res = await seller.call("createSale", { body: creditSaleBody(product.id, customerId) });
  if (res.status !== 201) throw new Error(`createSale: ${res.status} ${res.text}`);
  return res.body;
}

/** A completed sale of `quantity` units paid `cashCents` in cash and `creditCents` on account. */
export function splitCreditSaleBody(
  productId: number,
  customerId: number,
  quantity: number,
  cashCents: number,
  creditCents: number,
) {
  return {
    status: "completed",
    customerId,
    lines: [{ productId, quantity, discount: 0 }],
    payments: [
      { method: "efectivo", amountCents: cashCents },
      { method: "credito", amountCents: creditCents },
    ],
  };
}

export const account = async (client: ApiClient, customerId: number): Promise<Json> =>
  (await client.call("getCustomerAccount", { path: { id: customerId } })).body;
