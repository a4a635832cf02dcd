// Quotes ('Cotización', 'Modo mostrador' on): the counter's cart saved with the prices and money of
// that moment (checked and priced as a sale's, holding no stock), numbered and immutable once
// issued; its state derived from the time of asking; turned into a completed sale once, at today's
// stock, with its prices kept (only while it is valid) or today's.
import type { Quote, SaleCreate } from "@contract/types";
import { MESSAGES } from "../../rules/messages";
import {
  DEFAULT_QUOTE_VALIDITY_DAYS,
  QUOTE_MESSAGES,
  quoteIdOf,
  quoteState,
  quoteValidUntil,
} from "../../rules/quotes";
import { toCents } from "../../rules/sale-money";
import { badRequest, conflict, notFound } from "../errors";
import type { StoredQuote } from "../store/quotes-repository";
import type { Store } from "../store/store";
import { saleDraft, writtenSale } from "./sale-drafts";
import { created, ok, signedIn, type Operation } from "./types";

const DEFAULT_LIMIT = 50;

async function quotesAllowed(store: Store) {
  const settings = await store.shopSettings.get();
  if (!settings.counterMode) throw conflict(QUOTE_MESSAGES.counterModeOff);
  return settings;
}

const withState = (quote: StoredQuote, now = new Date().toISOString()): Quote => ({
  ...quote,
  state: quoteState(quote, now),
});

async function mustFindQuote(store: Store, id: number): Promise<StoredQuote> {
  const quote = await store.quotes.find(id);
  if (!quote) throw notFound(QUOTE_MESSAGES.quoteNotFound);
  return quote;
}

const listQuotes: Operation<"listQuotes"> = async ({ store }, { query }) => {
  const now = new Date().toISOString();
  const search = query.search?.trim() || undefined;
  const { items, total } = await store.quotes.list({
    search,
    id: search === undefined ? undefined : (quoteIdOf(search) ?? undefined),
    state: query.state,
    from: query.from,
    to: query.to,
    now,
    limit: query.limit ?? DEFAULT_LIMIT,
    offset: query.offset ?? 0,
  });
  return {
    status: 200,
    body: items.map((quote) => withState(quote, now)),
    headers: { "X-Total-Count": String(total) },
  };
};

const getQuote: Operation<"getQuote"> = async ({ store }, { params }) =>
  ok(withState(await mustFindQuote(store, params.id)));

// The cart is checked and priced by the sale's own rules (a pending sale takes no stock and no
// payment), so a quote and the sale made from it can never disagree on a line's money.
const createQuote: Operation<"createQuote"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  const settings = await quotesAllowed(ctx.store);
  if (body.lines.length === 0) throw badRequest(QUOTE_MESSAGES.emptyQuote);
  const { draft } = await saleDraft(ctx.store, user, settings, {
    status: "pending",
    paymentMethod: settings.paymentMethods[0],
    customerId: body.customerId,
    customerName: body.customerName,
    lines: body.lines,
  });
  const validityDays = settings.quoteValidityDays ?? DEFAULT_QUOTE_VALIDITY_DAYS;
  const createdAt = new Date().toISOString();
  const quote = await ctx.store.quotes.create({
    userId: user.id,
    customerId: draft.customerId,
    customerName: draft.customerName,
    createdAt,
    validityDays,
    validUntil: quoteValidUntil(createdAt, validityDays),
    taxRate: draft.taxRate,
    discountCents: draft.discountCents,
    subtotalCents: draft.subtotalCents,
    taxCents: draft.taxCents,
    totalCents: draft.totalCents,
    lines: draft.lines,
  });
  return created(withState(quote));
};

/** The quote's customer if still registered, else the name it was made out to. */
async function customerOf(
  store: Store,
  quote: StoredQuote,
): Promise<Pick<SaleCreate, "customerId" | "customerName">> {
  if (quote.customerId !== null && (await store.customers.find(quote.customerId)))
    return { customerId: quote.customerId };
  return { customerId: null, customerName: quote.customerName };
}

// An expired quote's prices were promised for its validity only: it still converts, at today's.
const convertQuote: Operation<"convertQuote"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const settings = await quotesAllowed(ctx.store);
  const quote = await mustFindQuote(ctx.store, params.id);
  const state = quoteState(quote, new Date().toISOString());
  if (state === "convertida") throw conflict(QUOTE_MESSAGES.alreadyConverted);
  if (state === "vencida" && body.prices === "kept") throw conflict(QUOTE_MESSAGES.expiredKeepsNoPrices);
  const lines = quote.lines.map((line) => {
    if (line.productId === null) throw notFound(MESSAGES.productNotFound);
    return { productId: line.productId, quantity: line.quantity, discount: line.discount };
  });
  // Kept prices are the quote's terms as issued: its unit prices and the discounts its issuer could give.
  const kept =
    body.prices === "kept"
      ? { unitPriceCents: new Map(quote.lines.map((line) => [line.productId ?? 0, toCents(line.unitPrice)])) }
      : undefined;
  const { draft, merged } = await saleDraft(
    ctx.store,
    user,
    settings,
    {
      status: "completed",
      ...(await customerOf(ctx.store, quote)),
      paymentMethod: body.paymentMethod,
      payments: body.payments,
      lines,
    },
    kept,
  );
  const write = await ctx.store.sales.create({ ...draft, quoteId: quote.id });
  if ("stale" in write) throw conflict(QUOTE_MESSAGES.alreadyConverted);
  return created(await writtenSale(ctx.store, write, merged));
};

export const quotesOperations = { listQuotes, getQuote, createQuote, convertQuote };
