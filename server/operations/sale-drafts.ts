// What a sale request becomes before it is written: lines checked with the specification's rules and
// messages, repeats merged, prices and money from the server, the customer resolved for the seller.
import type { Product, SaleCreate, ShopSettings, User } from "@contract/types";
import { customerDisplayName } from "../../rules/customer-lookup";
import { MESSAGES } from "../../rules/messages";
import { REGISTER_MESSAGES } from "../../rules/register-messages";
import { saleMoney, toCents } from "../../rules/sale-money";
import { lineDiscountRefusal } from "../../rules/sale-discount";
import { SALE_MESSAGES, stockExceededMessage } from "../../rules/sale-messages";
import { optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { SaleDraft, SaleWrite } from "../store/sales-repository";
import type { Store } from "../store/store";
import { paymentRows, paymentSession, requestedMethod } from "./sale-payments";

interface MergedLine {
  productId: number;
  quantity: number;
  discount: number;
  merged: boolean;
}

/** Lines naming the same product become one: quantities added, the last discount kept. */
export function mergeLines(lines: SaleCreate["lines"]): MergedLine[] {
  const byProduct = new Map<number, MergedLine>();
  for (const line of lines) {
    if (line.quantity <= 0) throw badRequest(SALE_MESSAGES.invalidQuantity);
    const seen = byProduct.get(line.productId);
    if (seen) {
      seen.quantity += line.quantity;
      seen.discount = line.discount;
      seen.merged = true;
    } else byProduct.set(line.productId, { ...line, merged: false });
  }
  return [...byProduct.values()];
}

/**
 * The sale's customer: any registered one (a seller sells to every customer of the shop; only the
 * customers screen limits a Vendedor to those he created), or a typed name.
 */
async function customerFor(store: Store, body: SaleCreate) {
  if (body.customerId === undefined || body.customerId === null)
    return { customerId: null, customerName: optionalText(body.customerName) };
  const customer = await store.customers.find(body.customerId);
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  return { customerId: customer.id, customerName: customerDisplayName(customer) };
}

/** The products of the lines, each found (404 otherwise). */
export async function productsOf(store: Store, ids: number[]): Promise<Map<number, Product>> {
  const found = await Promise.all(ids.map((id) => store.products.find(id)));
  const products = new Map<number, Product>();
  for (const product of found) {
    if (!product) throw notFound(MESSAGES.productNotFound);
    products.set(product.id, product);
  }
  return products;
}

/** Terms given earlier and kept, such as a quote's: its unit prices and its discounts, checked when given. */
export interface KeptTerms {
  unitPriceCents: ReadonlyMap<number, number>;
}

export async function saleDraft(
  store: Store,
  user: User,
  settings: ShopSettings,
  body: SaleCreate,
  kept?: KeptTerms,
): Promise<{ draft: SaleDraft; merged: Set<number> }> {
  const paymentMethod = requestedMethod(body, settings, body.status === "pending");
  const lines = mergeLines(body.lines);
  if (lines.length === 0) throw badRequest(SALE_MESSAGES.emptySale);
  const products = await productsOf(
    store,
    lines.map((line) => line.productId),
  );
  for (const line of lines) {
    const product = products.get(line.productId)!;
    const refusal = lineDiscountRefusal(line.discount, {
      isAdmin: user.role === "admin",
      maxDiscount: settings.maxDiscount,
      productDiscount: product.discount,
    });
    if (refusal && !kept) throw badRequest(refusal);
    if (body.status === "completed" && line.quantity > product.stock)
      throw conflict(stockExceededMessage(product.name, product.stock, line.merged));
  }
  const priced = lines.map((line) => ({
    line,
    product: products.get(line.productId)!,
    unitPriceCents:
      kept?.unitPriceCents.get(line.productId) ?? toCents(products.get(line.productId)!.sellingPrice),
  }));
  const money = saleMoney(
    priced.map(({ line, unitPriceCents }) => ({
      unitPriceCents,
      quantity: line.quantity,
      discount: line.discount,
    })),
    settings.taxRate,
  );
  if (!money.exact) throw badRequest(SALE_MESSAGES.totalTooLarge);
  const completed = body.status === "completed";
  const payments = completed ? await paymentRows(store, body, paymentMethod, money.totalCents, settings) : [];
  return {
    merged: new Set(lines.filter((line) => line.merged).map((line) => line.productId)),
    draft: {
      status: body.status,
      userId: user.id,
      ...(await customerFor(store, body)),
      paymentMethod,
      payments,
      registerSessionId: completed ? await paymentSession(store, user, settings) : null,
      taxRate: settings.taxRate,
      discountCents: money.discountCents,
      subtotalCents: money.subtotalCents,
      taxCents: money.taxCents,
      totalCents: money.totalCents,
      lines: priced.map(({ line, product, unitPriceCents }, index) => ({
        productId: product.id,
        name: product.name,
        sku: product.sku,
        quantity: line.quantity,
        discount: line.discount,
        unitPriceCents,
        discountCents: money.lines[index]!.discountCents,
        subtotalCents: money.lines[index]!.subtotalCents,
      })),
    },
  };
}

/** The written sale, or the refusal a store's guard reported, with the stock as it is now. */
export async function writtenSale(store: Store, write: SaleWrite, merged: Set<number> = new Set()) {
  if ("sale" in write) return write.sale;
  if ("stale" in write) throw conflict(SALE_MESSAGES.changedMeanwhile);
  if ("sessionClosed" in write) throw conflict(REGISTER_MESSAGES.sessionClosedMeanwhile);
  if ("creditRefused" in write) throw conflict(write.creditRefused);
  const product = await store.products.find(write.shortage.productId);
  throw conflict(
    stockExceededMessage(product?.name ?? "", write.shortage.available, merged.has(write.shortage.productId)),
  );
}
