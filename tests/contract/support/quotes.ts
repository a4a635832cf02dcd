// Helpers the quote and lost-sale scenarios and samples share: a quote of a fresh part, the shop's
// quote validity set for a scenario.
import { productUpdateBody } from "./bodies";
import type { ApiClient, Json } from "./client";
import { counterModeOn, stockedProduct } from "./sales";

/** A quote of `quantity` units of a fresh part of `stock` units, by `clerk` (the admin by default). */
export async function issuedQuote(
  admin: ApiClient,
  options: { stock?: number; quantity?: number; clerk?: ApiClient; customerName?: string | null } = {},
): Promise<{ quote: Json; product: Json }> {
  await counterModeOn(admin);
  const product = await stockedProduct(admin, options.stock ?? 5, 1000);
  const res = await (options.clerk ?? admin).call("createQuote", {
    body: {
      customerName: options.customerName ?? null,
      lines: [{ productId: product.id, quantity: options.quantity ?? 2, discount: 0 }],
    },
  });
  if (res.status !== 201) throw new Error(`createQuote: ${res.status} ${res.text}`);
  return { quote: res.body, product };
}

/** Runs `work` with the shop's quote validity at `days`, then puts the previous value back. */
export async function withQuoteValidity<T>(
  admin: ApiClient,
  days: number,
  work: () => Promise<T>,
): Promise<T> {
  const before = (await admin.call("getShopSettings")).body;
  await admin.call("updateShopSettings", { body: { ...before, quoteValidityDays: days } });
  try {
    return await work();
  } finally {
    const now = (await admin.call("getShopSettings")).body;
    await admin.call("updateShopSettings", { body: { ...now, quoteValidityDays: before.quoteValidityDays } });
  }
}

/** The part's selling price changed by an Administrador (its other fields written back). */
export async function repriced(admin: ApiClient, id: number, sellingPrice: number): Promise<void> {
  const product = (await admin.call("getProduct", { path: { id } })).body;
  const res = await admin.call("updateProduct", {
    path: { id },
    body: {
      ...productUpdateBody(product),
      discount: product.ownDiscount,
      sellingPrice,
      version: product.version,
    },
  });
  if (res.status !== 200) throw new Error(`updateProduct: ${res.status} ${res.text}`);
}
