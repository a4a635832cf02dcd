// Lost sales ('Venta perdida', 'Modo mostrador' on): what a customer asked for and did not buy (a
// catalogue part, or free text and the vehicle it was for), how many and why; the report groups
// them by part and reason over a period, and 'Sugerencias' counts them as demand.
import { LOST_SALE_MESSAGES, LOST_SALE_REASONS, lostSaleKey } from "../../rules/lost-sales";
import { MESSAGES } from "../../rules/messages";
import { optionalText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import { created, ok, signedIn, type Operation } from "./types";

const DAY_MS = 86_400_000;

const createLostSale: Operation<"createLostSale"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  const settings = await ctx.store.shopSettings.get();
  if (!settings.counterMode) throw conflict(LOST_SALE_MESSAGES.counterModeOff);
  const description = optionalText(body.description);
  const vehicle = optionalText(body.vehicle);
  let part: { productId: number | null; name: string; sku: string | null };
  if (body.productId !== undefined && body.productId !== null) {
    const product = await ctx.store.products.find(body.productId);
    if (!product) throw notFound(MESSAGES.productNotFound);
    part = { productId: product.id, name: product.name, sku: product.sku };
  } else if (description !== null) part = { productId: null, name: description, sku: null };
  else throw badRequest(LOST_SALE_MESSAGES.whatRequired);
  return created(
    await ctx.store.lostSales.create({
      ...part,
      vehicle,
      quantity: body.quantity,
      reason: body.reason,
      partKey: lostSaleKey(part.productId, part.name),
      userId: user.id,
    }),
  );
};

const getLostSalesReport: Operation<"getLostSalesReport"> = async ({ store }, { query }) => {
  const from = query.from ?? new Date(Date.now() - 30 * DAY_MS).toISOString();
  const to = query.to ?? null;
  const { rows, byReason } = await store.lostSales.report({ from, to });
  rows.sort(
    (a, b) => b.quantity - a.quantity || b.occurrences - a.occurrences || a.name.localeCompare(b.name, "es"),
  );
  byReason.sort((a, b) => LOST_SALE_REASONS.indexOf(a.reason) - LOST_SALE_REASONS.indexOf(b.reason));
  return ok({
    from,
    to,
    occurrences: byReason.reduce((sum, row) => sum + row.occurrences, 0),
    quantity: byReason.reduce((sum, row) => sum + row.quantity, 0),
    byReason,
    rows,
  });
};

export const lostSalesOperations = { createLostSale, getLostSalesReport };
