// The stock ledger and price history: a product's movements and price changes, every product's
// movements filtered, and an Administrador's adjustment (rules/stock-adjustment.ts).
import { MESSAGES } from "../../rules/messages";
import { planAdjustment } from "../../rules/stock-adjustment";
import { badRequest, notFound } from "../errors";
import type { StockMovementFilter } from "../store/stock-ledger-repository";
import type { Store } from "../store/store";
import { created, ok, signedIn, type Operation } from "./types";

const DEFAULT_LIMIT = 20;

async function mustExist(store: Store, id: number): Promise<void> {
  if (!(await store.products.allExist([id]))) throw notFound(MESSAGES.productNotFound);
}

/** One keyset page: one row more than asked tells whether another page follows. */
async function page(store: Store, filter: Omit<StockMovementFilter, "limit"> & { limit?: number }) {
  const limit = filter.limit ?? DEFAULT_LIMIT;
  const rows = await store.stockLedger.movements({ ...filter, limit: limit + 1 });
  const items = rows.slice(0, limit);
  return { items, nextBefore: rows.length > limit ? (items[items.length - 1]?.id ?? null) : null };
}

/** An instant as the store keeps them (ISO, UTC), so text order is time order. */
function instant(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) throw badRequest(MESSAGES.invalidRequest);
  return time.toISOString();
}

const listProductMovements: Operation<"listProductMovements"> = async ({ store }, { params, query }) => {
  await mustExist(store, params.id);
  return ok(await page(store, { productId: params.id, before: query.before, limit: query.limit }));
};

const listStockMovements: Operation<"listStockMovements"> = async ({ store }, { query }) =>
  ok(await page(store, { ...query, from: instant(query.from), to: instant(query.to) }));

const listProductPriceHistory: Operation<"listProductPriceHistory"> = async (ctx, { params }) => {
  await mustExist(ctx.store, params.id);
  const rows = await ctx.store.stockLedger.priceHistory(params.id);
  if (signedIn(ctx).role === "admin") return ok(rows);
  return ok(rows.map(({ oldCostPrice: _old, newCostPrice: _new, ...shown }) => shown));
};

const adjustProductStock: Operation<"adjustProductStock"> = async (ctx, { params, body }) => {
  const userId = signedIn(ctx).id;
  const movement = await ctx.store.stockLedger.adjust(params.id, (stock) => {
    const plan = planAdjustment(stock, body);
    if (!plan.ok) throw badRequest(plan.message);
    const { quantity, stockAfter, reason } = plan;
    return { productId: params.id, quantity, stockAfter, reason, kind: "adjustment", userId };
  });
  if (!movement) throw notFound(MESSAGES.productNotFound);
  return created(movement);
};

export const stockLedgerOperations = {
  listProductMovements,
  listStockMovements,
  listProductPriceHistory,
  adjustProductStock,
};
