// 'Caja': registers (an Administrador names them), their sessions ('Apertura de caja' with a float,
// at most one open per register), cash in and out, the closing counted against the expected figures
// and the Administrador's reopening with a reason. A Vendedor sees and changes only the sessions he
// opened (x-owner-rule opened_by). Only with 'Modo mostrador' on can a session be opened.
import type { RegisterSession, User } from "@contract/types";
import { closingNeedsNote, cashFigures, currencyFigures, methodFigures } from "../../rules/register-figures";
import { REGISTER_MESSAGES } from "../../rules/register-messages";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import { DEFAULT_SHOP_SETTINGS } from "../../rules/shop-settings";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import type { RegisterSessionData } from "../store/registers-repository";
import type { Store } from "../store/store";
import { created, ok, signedIn, type Operation } from "./types";

const DEFAULT_LIMIT = 20;

/** The session as the API shows it: its figures derived from what was recorded. */
export function sessionView(data: RegisterSessionData): RegisterSession {
  const ledger = {
    floatCents: data.openingFloatCents,
    payments: data.payments,
    refunds: data.refunds,
    movements: data.movements,
    counted: data.closedAt === null ? null : data.counted,
  };
  return {
    id: data.id,
    register: data.register,
    status: data.closedAt === null ? "open" : "closed",
    openedBy: data.openedBy,
    openedAt: data.openedAt,
    openingFloatCents: data.openingFloatCents,
    closedBy: data.closedBy,
    closedAt: data.closedAt,
    note: data.note,
    methods: methodFigures(ledger),
    cash: cashFigures(ledger),
    currencies: currencyFigures(ledger),
    salesCount: data.salesCount,
    firstSaleId: data.firstSaleId,
    lastSaleId: data.lastSaleId,
    movements: data.movements,
    reopenings: data.reopenings,
  };
}

function registerName(raw: string): string {
  const name = raw.trim();
  if (name === "") throw badRequest(REGISTER_MESSAGES.registerNameRequired);
  return name;
}

/** The session, found and the caller's own unless an Administrador. */
async function ownSession(store: Store, user: User, id: number): Promise<RegisterSessionData> {
  const session = await store.registers.findSession(id);
  if (!session) throw notFound(REGISTER_MESSAGES.sessionNotFound);
  if (user.role !== "admin" && session.openedBy.id !== user.id)
    throw forbidden(REGISTER_MESSAGES.forbiddenSession);
  return session;
}

async function sessionAnswer(store: Store, id: number): Promise<RegisterSession> {
  const session = await store.registers.findSession(id);
  if (!session) throw notFound(REGISTER_MESSAGES.sessionNotFound);
  return sessionView(session);
}

const listRegisters: Operation<"listRegisters"> = async ({ store }) => ok(await store.registers.list());

const createRegister: Operation<"createRegister"> = async ({ store }, { body }) => {
  const name = registerName(body.name);
  if (await store.registers.nameTaken(name)) throw conflict(REGISTER_MESSAGES.duplicateRegister);
  return created(await store.registers.create(name));
};

const renameRegister: Operation<"renameRegister"> = async ({ store }, { params, body }) => {
  const name = registerName(body.name);
  if (!(await store.registers.find(params.id))) throw notFound(REGISTER_MESSAGES.registerNotFound);
  if (await store.registers.nameTaken(name, params.id)) throw conflict(REGISTER_MESSAGES.duplicateRegister);
  return ok(await store.registers.rename(params.id, name));
};

const listRegisterSessions: Operation<"listRegisterSessions"> = async (ctx, { query }) => {
  const user = signedIn(ctx);
  const { items, total } = await ctx.store.registers.listSessions({
    registerId: query.registerId,
    userId: user.role === "admin" ? query.userId : user.id,
    status: query.status,
    from: query.from,
    to: query.to,
    limit: query.limit ?? DEFAULT_LIMIT,
    offset: query.offset ?? 0,
  });
  return { status: 200, body: items.map(sessionView), headers: { "X-Total-Count": String(total) } };
};

const openRegisterSession: Operation<"openRegisterSession"> = async (ctx, { body }) => {
  const user = signedIn(ctx);
  const settings = await ctx.store.shopSettings.get();
  if (!settings.counterMode) throw conflict(SALE_MESSAGES.counterModeOff);
  if (!(await ctx.store.registers.find(body.registerId))) throw notFound(REGISTER_MESSAGES.registerNotFound);
  const opened = await ctx.store.registers.openSession({
    registerId: body.registerId,
    userId: user.id,
    openingFloatCents: body.openingFloatCents,
  });
  if ("alreadyOpen" in opened) throw conflict(REGISTER_MESSAGES.alreadyOpen);
  return created(await sessionAnswer(ctx.store, opened.id));
};

const getCurrentRegisterSession: Operation<"getCurrentRegisterSession"> = async (ctx) => {
  const user = signedIn(ctx);
  const id = await ctx.store.registers.openSessionOf(user.id);
  const session = id === null ? null : await ctx.store.registers.findSession(id);
  return ok({ session: session ? sessionView(session) : null });
};

const getRegisterSession: Operation<"getRegisterSession"> = async (ctx, { params }) =>
  ok(sessionView(await ownSession(ctx.store, signedIn(ctx), params.id)));

const createCashMovement: Operation<"createCashMovement"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const reason = body.reason.trim();
  if (reason === "") throw badRequest(REGISTER_MESSAGES.movementReasonRequired);
  const session = await ownSession(ctx.store, user, params.id);
  if (session.closedAt !== null) throw conflict(REGISTER_MESSAGES.sessionClosed);
  const written = await ctx.store.registers.addMovement(session.id, {
    kind: body.kind,
    amountCents: body.amountCents,
    reason,
    userId: user.id,
  });
  if (!written) throw conflict(REGISTER_MESSAGES.sessionClosed);
  return created(await sessionAnswer(ctx.store, session.id));
};

const closeRegisterSession: Operation<"closeRegisterSession"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const session = await ownSession(ctx.store, user, params.id);
  if (session.closedAt !== null) throw conflict(REGISTER_MESSAGES.sessionClosed);
  const note = body.note?.trim() || null;
  const counted: Record<string, number> = {};
  for (const [method, cents] of Object.entries(body.counted))
    if (cents !== undefined) counted[method] = cents;
  for (const [currency, cents] of Object.entries(body.countedCurrencies ?? {}))
    if (cents !== undefined) counted[currency] = cents;
  const ledger = { ...session, floatCents: session.openingFloatCents, counted };
  const figures = methodFigures(ledger);
  const currencies = currencyFigures(ledger);
  const settings = await ctx.store.shopSettings.get();
  const threshold = settings.closingThresholdCents ?? DEFAULT_SHOP_SETTINGS.closingThresholdCents ?? 0;
  if (note === null && closingNeedsNote(figures, threshold, currencies))
    throw badRequest(REGISTER_MESSAGES.noteRequired);
  // Methods and currencies left out are stored at their expected amount: the closing is a complete record.
  const stored = Object.fromEntries([
    ...figures.map((f) => [f.method, f.countedCents ?? f.expectedCents]),
    ...currencies.map((c) => [c.currency, c.countedCents ?? c.expectedCents]),
  ]);
  if (!(await ctx.store.registers.close(session.id, { userId: user.id, counted: stored, note })))
    throw conflict(REGISTER_MESSAGES.sessionClosed);
  return ok(await sessionAnswer(ctx.store, session.id));
};

const reopenRegisterSession: Operation<"reopenRegisterSession"> = async (ctx, { params, body }) => {
  const user = signedIn(ctx);
  const reason = body.reason.trim();
  if (reason === "") throw badRequest(REGISTER_MESSAGES.reopenReasonRequired);
  const session = await ownSession(ctx.store, user, params.id);
  if (session.closedAt === null) throw conflict(REGISTER_MESSAGES.notClosed);
  const outcome = await ctx.store.registers.reopen(session.id, { userId: user.id, reason });
  if (outcome === "notClosed") throw conflict(REGISTER_MESSAGES.notClosed);
  if (outcome === "alreadyOpen") throw conflict(REGISTER_MESSAGES.alreadyOpen);
  return ok(await sessionAnswer(ctx.store, session.id));
};

export const registersOperations = {
  listRegisters,
  createRegister,
  renameRegister,
  listRegisterSessions,
  openRegisterSession,
  getCurrentRegisterSession,
  getRegisterSession,
  createCashMovement,
  closeRegisterSession,
  reopenRegisterSession,
};
