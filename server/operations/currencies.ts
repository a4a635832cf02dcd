// Other currencies accepted at the counter and their rate of the shop's day ('Tasa del día',
// rules/currencies.ts): every signed-in user reads them (the counter converts with them), only an
// Administrador adds, removes or sets a rate.
import type { Currency } from "@contract/types";
import { CURRENCY_MESSAGES, currencyCodeProblem, normalizedRate } from "../../rules/currencies";
import { localDate } from "../../rules/shop-time";
import { storedShopSettings } from "../../rules/shop-settings";
import { badRequest, conflict, notFound } from "../errors";
import type { CurrencyRecord } from "../store/currencies-repository";
import type { Store } from "../store/store";
import { created, noContent, ok, signedIn, type Operation } from "./types";

/** The shop's current local day. */
export async function shopToday(store: Store): Promise<string> {
  const zone = storedShopSettings(await store.shopSettings.get()).timeZone ?? "America/Bogota";
  return localDate(Date.now(), zone);
}

/** Each accepted currency's code with today's rate (null: not set today), for a sale's payments. */
export async function todaysRates(store: Store): Promise<Map<string, string | null>> {
  const list = await store.currencies.list(await shopToday(store));
  return new Map(list.map((currency) => [currency.code, currency.rate?.rate ?? null]));
}

const view = (record: CurrencyRecord): Currency => ({
  code: record.code,
  name: record.name,
  todayRate: record.rate,
});

async function currencyAnswer(store: Store, code: string): Promise<Currency> {
  const found = (await store.currencies.list(await shopToday(store))).find((c) => c.code === code);
  if (!found) throw notFound(CURRENCY_MESSAGES.notFound);
  return view(found);
}

const listCurrencies: Operation<"listCurrencies"> = async ({ store }) =>
  ok((await store.currencies.list(await shopToday(store))).map(view));

const createCurrency: Operation<"createCurrency"> = async ({ store }, { body }) => {
  const code = body.code.trim().toUpperCase();
  const problem = currencyCodeProblem(code);
  if (problem) throw badRequest(problem);
  const name = body.name.trim();
  if (name === "") throw badRequest(CURRENCY_MESSAGES.nameRequired);
  if (!(await store.currencies.create(code, name))) throw conflict(CURRENCY_MESSAGES.duplicate);
  return created(await currencyAnswer(store, code));
};

const deleteCurrency: Operation<"deleteCurrency"> = async ({ store }, { params }) => {
  if (!(await store.currencies.remove(params.code.toUpperCase()))) throw notFound(CURRENCY_MESSAGES.notFound);
  return noContent();
};

const setExchangeRate: Operation<"setExchangeRate"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const code = params.code.toUpperCase();
  const rate = normalizedRate(body.rate);
  if (rate === null) throw badRequest(CURRENCY_MESSAGES.invalidRate);
  if (!(await ctx.store.currencies.setRate(code, await shopToday(ctx.store), rate, user.id)))
    throw notFound(CURRENCY_MESSAGES.notFound);
  return ok(await currencyAnswer(ctx.store, code));
};

export const currencyOperations = { listCurrencies, createCurrency, deleteCurrency, setExchangeRate };
