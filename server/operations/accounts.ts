// 'Crédito': customer accounts ('Modo mostrador' only). An Administrador sets a customer's credit
// (enabled, 'Cupo', terms) and voids payments with a reason; a Vendedor sees and takes payments on the
// accounts of the customers he registered (x-owner-rule created_by), as the customers screen does.
import type { Customer } from "@contract/types";
import { CREDIT_MESSAGES } from "../../rules/credit-messages";
import { customerDisplayName } from "../../rules/customer-lookup";
import { ageing, AGEING_BUCKETS, allocatePayment, type AgeingBucket } from "../../rules/customer-credit";
import { MESSAGES } from "../../rules/messages";
import { REGISTER_MESSAGES } from "../../rules/register-messages";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import type { Store } from "../store/store";
import { accountView, paymentView, runningMovements, statementView, today } from "./account-views";
import { paymentSession } from "./sale-payments";
import { created, ok, signedIn, type Operation, type OperationContext } from "./types";

async function counterOn(store: Store) {
  const settings = await store.shopSettings.get();
  if (!settings.counterMode) throw conflict(SALE_MESSAGES.counterModeOff);
  return settings;
}

/** The customer of the path, if the caller may see his account (an Administrador, or his creator). */
async function visibleCustomer(ctx: OperationContext, id: number): Promise<Customer> {
  const user = signedIn(ctx);
  const customer = await ctx.store.customers.find(id);
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  if (user.role !== "admin" && customer.created_by !== user.id)
    throw forbidden(CREDIT_MESSAGES.accountsForbidden);
  return customer;
}

export async function customerAccount(store: Store, customer: Customer) {
  const [credit, movements, sales, payments] = await Promise.all([
    store.accounts.credit(customer.id),
    store.accounts.movements(customer.id),
    store.accounts.creditSales(customer.id),
    store.accounts.payments(customer.id),
  ]);
  return accountView({
    customerId: customer.id,
    customerName: customerDisplayName(customer),
    credit,
    movements,
    sales,
    payments,
  });
}

const getCustomerAccount: Operation<"getCustomerAccount"> = async (ctx, { params }) => {
  await counterOn(ctx.store);
  return ok(await customerAccount(ctx.store, await visibleCustomer(ctx, params.id)));
};

const setCustomerCredit: Operation<"setCustomerCredit"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  await counterOn(ctx.store);
  const customer = await visibleCustomer(ctx, params.id);
  if (!Number.isSafeInteger(body.limitCents) || body.limitCents < 0)
    throw badRequest(CREDIT_MESSAGES.limitInvalid);
  if (body.termsDays < 0 || body.termsDays > 365) throw badRequest(CREDIT_MESSAGES.termsInvalid);
  await ctx.store.accounts.setCredit(customer.id, body, user.id);
  return ok(await customerAccount(ctx.store, customer));
};

async function paymentAnswer(store: Store, customer: Customer, paymentId: number) {
  const payment = await store.accounts.findPayment(paymentId);
  if (!payment) throw notFound(CREDIT_MESSAGES.paymentNotFound);
  const movements = runningMovements(await store.accounts.movements(customer.id));
  return paymentView(payment, movements, customerDisplayName(customer));
}

const createCustomerPayment: Operation<"createCustomerPayment"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const settings = await counterOn(ctx.store);
  const customer = await visibleCustomer(ctx, params.id);
  const paidOn = body.date ?? today();
  if (paidOn > today()) throw badRequest(CREDIT_MESSAGES.paymentDateInvalid);
  const picked = body.saleIds ?? [];
  if (new Set(picked).size !== picked.length) throw badRequest(CREDIT_MESSAGES.pickedSaleRepeated);
  // Only cash goes into the drawer: it belongs to the caller's open session, like a cash sale.
  const registerSessionId =
    body.method === "efectivo" ? await paymentSession(ctx.store, user, settings) : null;
  const write = await ctx.store.accounts.recordPayment({
    customerId: customer.id,
    amountCents: body.amountCents,
    method: body.method,
    reference: body.reference?.trim() || null,
    paidOn,
    registerSessionId,
    userId: user.id,
    allocate: (sales) => allocatePayment(sales, body.amountCents, picked),
  });
  if ("sessionClosed" in write) throw conflict(REGISTER_MESSAGES.sessionClosedMeanwhile);
  if ("refusal" in write) throw conflict(write.refusal);
  return created(await paymentAnswer(ctx.store, customer, write.id));
};

const voidCustomerPayment: Operation<"voidCustomerPayment"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  await counterOn(ctx.store);
  const reason = body.reason.trim();
  if (reason === "") throw badRequest(CREDIT_MESSAGES.voidReasonRequired);
  const payment = await ctx.store.accounts.findPayment(params.id);
  if (!payment) throw notFound(CREDIT_MESSAGES.paymentNotFound);
  if (payment.voidedAt !== null) throw conflict(CREDIT_MESSAGES.alreadyVoided);
  if (!(await ctx.store.accounts.voidPayment(payment.id, { userId: user.id, reason })))
    throw conflict(CREDIT_MESSAGES.alreadyVoided);
  const customer = await ctx.store.customers.find(payment.customerId);
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  return ok(await paymentAnswer(ctx.store, customer, payment.id));
};

const getCustomerStatement: Operation<"getCustomerStatement"> = async (ctx, { params, query }) => {
  await counterOn(ctx.store);
  const customer = await visibleCustomer(ctx, params.id);
  if (query.from > query.to) throw badRequest(CREDIT_MESSAGES.periodInvalid);
  return ok(
    statementView({
      customerId: customer.id,
      customerName: customerDisplayName(customer),
      from: query.from,
      to: query.to,
      movements: await ctx.store.accounts.movements(customer.id),
    }),
  );
};

// One collator for the whole sort (localeCompare with a locale builds one per comparison).
const byName = new Intl.Collator("es");

function agedBuckets(...args: Parameters<typeof ageing>): Record<AgeingBucket, number> {
  const { overdueCents: _overdue, ...buckets } = ageing(...args);
  return buckets;
}

const getAccountsAgeing: Operation<"getAccountsAgeing"> = async (ctx) => {
  const user = signedIn(ctx);
  await counterOn(ctx.store);
  const asOf = today();
  // An Administrador sees every account: the counter's lean list of names is enough.
  const [entries, customers] = await Promise.all([
    ctx.store.accounts.ageingEntries(asOf),
    user.role === "admin" ? ctx.store.customers.lookupEntries() : ctx.store.customers.list(user.id),
  ]);
  const visible = new Map(customers.map((c) => [c.id, c]));
  const totals = { balanceCents: 0, current: 0, d1to30: 0, d31to60: 0, d61to90: 0, over90: 0 };
  const rows = [];
  for (const entry of entries) {
    const customer = visible.get(entry.customerId);
    if (!customer) continue;
    if (!entry.credit?.enabled && entry.balanceCents === 0) continue;
    // A store that summed the open sales by age gives `owedByBucket`; otherwise they are aged here.
    const buckets = entry.owedByBucket ?? agedBuckets(entry.sales, entry.balanceCents, asOf);
    rows.push({
      customerId: entry.customerId,
      customerName: customerDisplayName(customer),
      enabled: entry.credit?.enabled ?? false,
      limitCents: entry.credit?.limitCents ?? 0,
      balanceCents: entry.balanceCents,
      ...buckets,
    });
    totals.balanceCents += entry.balanceCents;
    for (const bucket of AGEING_BUCKETS) totals[bucket] += buckets[bucket];
  }
  rows.sort((a, b) => b.balanceCents - a.balanceCents || byName.compare(a.customerName, b.customerName));
  return ok({ asOf, rows, totals });
};

export const accountsOperations = {
  getCustomerAccount,
  setCustomerCredit,
  createCustomerPayment,
  voidCustomerPayment,
  getCustomerStatement,
  getAccountsAgeing,
};
