// Counter sales ('Modo mostrador'): recorded only with the mode on; a completed sale lowers the
// stock of every line at once (the store's transaction has the last word on the stock); an
// Administrador cancels and records returns, and the units go back.
import type { Sale } from "@contract/types";
import { returnCents, toCents } from "../../rules/sale-money";
import { primaryMethod, refundParts } from "../../rules/sale-payments";
import { returnTooManyMessage, SALE_MESSAGES, stockExceededMessage } from "../../rules/sale-messages";
import { badRequest, conflict, notFound } from "../errors";
import type { SaleReturnDraft } from "../store/sales-repository";
import type { Store } from "../store/store";
import { completionTerms } from "./sale-completion";
import { productsOf, saleDraft, writtenSale } from "./sale-drafts";
import { saleAccount, withCredit } from "./sale-credit";
import { completionMethod, paymentRows, paymentSession } from "./sale-payments";
import { created, ok, signedIn, type Operation } from "./types";

const DEFAULT_LIMIT = 50;

async function counterSettings(store: Store) {
  const settings = await store.shopSettings.get();
  if (!settings.counterMode) throw conflict(SALE_MESSAGES.counterModeOff);
  return settings;
}

async function mustFindSale(store: Store, id: number): Promise<Sale> {
  const sale = await store.sales.find(id);
  if (!sale) throw notFound(SALE_MESSAGES.saleNotFound);
  return sale;
}

const listSales: Operation<"listSales"> = async ({ store }, { query }) => {
  const { items, total } = await store.sales.list({
    search: query.search?.trim() || undefined,
    status: query.status,
    limit: query.limit ?? DEFAULT_LIMIT,
    offset: query.offset ?? 0,
  });
  return { status: 200, body: items, headers: { "X-Total-Count": String(total) } };
};

const getSale: Operation<"getSale"> = async ({ store }, { params }) =>
  ok(await mustFindSale(store, params.id));

const createSale: Operation<"createSale"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  const settings = await counterSettings(ctx.store);
  const { draft, merged } = await saleDraft(ctx.store, user, settings, body);
  const account = saleAccount(user, draft, body.creditReason);
  const sale = await writtenSale(ctx.store, await ctx.store.sales.create({ ...draft, account }), merged);
  return created(await withCredit(ctx.store, sale, account));
};

// A pending sale completes paid as a sale at the counter is (sale-payments.ts): one payment of the
// query's method, or of its own when none is named, or the body's `payments`; on account, by the same
// rules as a sale at the counter (`creditReason` for an Administrador's override).
const completeSale: Operation<"completeSale"> = async (ctx, { params, query, body }) => {
  const user = signedIn(ctx);
  const settings = await counterSettings(ctx.store);
  const sale = await mustFindSale(ctx.store, params.id);
  if (sale.status !== "pending") throw conflict(SALE_MESSAGES.notPending);
  const products = await productsOf(
    ctx.store,
    sale.lines.map((line) => line.productId ?? 0),
  );
  for (const line of sale.lines) {
    const product = products.get(line.productId ?? 0)!;
    if (line.quantity > product.stock)
      throw conflict(stockExceededMessage(product.name, product.stock, false));
  }
  const request = { paymentMethod: query.paymentMethod, payments: body?.payments };
  const terms = completionTerms(user, settings, sale, products, {
    acceptCurrentTerms: query.acceptCurrentTerms,
    paymentMethod: completionMethod(request, settings),
    paymentsNamed: request.payments !== undefined,
  });
  const payments = await paymentRows(ctx.store, request, terms.paymentMethod, terms.totalCents, settings);
  const registerSessionId = await paymentSession(ctx.store, user, settings);
  const account = saleAccount(user, { customerId: sale.customerId, payments }, query.creditReason);
  const completed = await writtenSale(
    ctx.store,
    await ctx.store.sales.complete(sale.id, user.id, { ...terms, payments, registerSessionId, account }),
  );
  return ok(await withCredit(ctx.store, completed, account));
};

const cancelSale: Operation<"cancelSale"> = async (ctx, { params }) => {
  const user = signedIn(ctx);
  const sale = await mustFindSale(ctx.store, params.id);
  if (sale.status === "canceled") throw conflict(SALE_MESSAGES.alreadyCanceled);
  return ok(await writtenSale(ctx.store, await ctx.store.sales.cancel(sale.id, user.id)));
};

const createSaleReturn: Operation<"createSaleReturn"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const sale = await mustFindSale(ctx.store, params.id);
  const reason = body.reason.trim();
  if (reason === "") throw badRequest(SALE_MESSAGES.returnReasonRequired);
  const asked = new Map<number, number>();
  for (const line of body.lines)
    if (line.quantity > 0) asked.set(line.lineId, (asked.get(line.lineId) ?? 0) + line.quantity);
  if (asked.size === 0) throw badRequest(SALE_MESSAGES.returnEmpty);
  if (sale.status !== "completed") throw conflict(SALE_MESSAGES.returnNeedsCompleted);
  let refundCents = 0;
  for (const [lineId, quantity] of asked) {
    const line = sale.lines.find((candidate) => candidate.id === lineId);
    if (!line) throw badRequest(SALE_MESSAGES.returnLineMissing);
    const left = line.quantity - line.returnedQuantity;
    if (quantity > left) throw conflict(returnTooManyMessage(line.name, left));
    refundCents += returnCents(
      {
        quantity: line.quantity,
        subtotalCents: toCents(line.subtotal),
        returnedBefore: line.returnedQuantity,
      },
      quantity,
      sale.taxRate,
    );
  }
  const write = await ctx.store.sales.addReturn(sale.id, {
    userId: user.id,
    reason,
    lines: [...asked].map(([lineId, quantity]) => ({ lineId, quantity })),
    refundCents,
    ...refundOf(sale, refundCents),
    registerSessionId: await ctx.store.registers.openSessionOf(user.id),
  });
  return created(await writtenSale(ctx.store, write));
};

/**
 * Money goes back in cash when any of it came in cash, else by the sale's largest payment not on
 * account. A sale paid partly on account gives back on the account first (rules/sale-payments.ts).
 */
function refundOf(sale: Sale, refundCents: number): Pick<SaleReturnDraft, "refundMethod" | "accountShare"> {
  const others = sale.payments.filter((p) => p.method !== "credito");
  const onAccount = others.length < sale.payments.length;
  const refundMethod = others.some((p) => p.method === "efectivo")
    ? "efectivo"
    : others.length > 0
      ? primaryMethod(others)
      : onAccount
        ? "credito"
        : sale.paymentMethod;
  if (!onAccount) return { refundMethod };
  return { refundMethod, accountShare: (charged) => refundParts(refundCents, charged, refundMethod) };
}

export const salesOperations = {
  listSales,
  getSale,
  createSale,
  completeSale,
  cancelSale,
  createSaleReturn,
};
