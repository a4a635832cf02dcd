// The mocks' counterpart of bff/src/store/registers-repository.ts over register-state.ts: one open
// session per register, a closing after which nothing is added, reopenings kept.
import type { Register } from "@contract/types";
import { abonoInDrawer } from "../../rules/register-figures";
import type { RegisterSessionData, RegistersRepository } from "../../server/store/registers-repository";
import { db } from "../db";
import { asciiLower, compareNoCase } from "../support/sort";
import { accountState } from "./account-state";
import { isOpen, nextOf, registerState, type MemorySession } from "./register-state";

function named(id: number | null) {
  if (id === null) return null;
  const user = db.users.findFirst((q) => q.where({ id }));
  return { id, name: user?.name ?? "" };
}

function registerDto(register: { id: number; name: string }): Register {
  const open = registerState.sessions.find((s) => s.registerId === register.id && s.closedAt === null);
  return {
    id: register.id,
    name: register.name,
    openSession: open ? { id: open.id, openedBy: named(open.openedBy)!, openedAt: open.openedAt } : null,
  };
}

function sessionData(session: MemorySession): RegisterSessionData {
  const state = registerState;
  const payments = state.payments.filter((p) => p.registerSessionId === session.id);
  const saleIds = [...new Set(payments.map((p) => p.saleId))].sort((a, b) => a - b);
  return {
    id: session.id,
    register: {
      id: session.registerId,
      name: state.registers.find((r) => r.id === session.registerId)?.name ?? "",
    },
    openedBy: named(session.openedBy)!,
    openedAt: session.openedAt,
    openingFloatCents: session.openingFloatCents,
    closedAt: session.closedAt,
    closedBy: named(session.closedBy),
    counted: session.counted ? { ...session.counted } : null,
    note: session.note,
    payments: [
      ...payments.map((p) => ({
        method: p.method,
        amountCents: p.amountCents,
        tenderedCents: p.tenderedCents,
        changeCents: p.changeCents,
        currency: p.currency ?? null,
        foreignAmount: p.foreignAmount ?? null,
      })),
      // Cash payments on account ('abonos') go into the drawer like a cash sale (`abonoInDrawer`).
      ...accountState.payments
        .filter((a) => a.registerSessionId === session.id && abonoInDrawer(a.voidedAt, session.closedAt))
        .map((a) => ({
          method: a.method,
          amountCents: a.amountCents,
          tenderedCents: a.amountCents,
          changeCents: 0,
          currency: null,
          foreignAmount: null,
        })),
    ],
    refunds: state.refunds
      .filter((r) => r.sessionId === session.id)
      .map((r) => ({ method: r.method, amountCents: r.amountCents })),
    movements: state.movements
      .filter((m) => m.sessionId === session.id)
      .map((m) => ({
        id: m.id,
        kind: m.kind,
        amountCents: m.amountCents,
        reason: m.reason,
        user: named(m.userId),
        createdAt: m.createdAt,
      })),
    reopenings: state.reopenings
      .filter((x) => x.sessionId === session.id)
      .map((x) => ({ reason: x.reason, user: named(x.userId), createdAt: x.createdAt })),
    salesCount: saleIds.length,
    firstSaleId: saleIds[0] ?? null,
    lastSaleId: saleIds.at(-1) ?? null,
  };
}

const findRegister = (id: number) => registerState.registers.find((r) => r.id === id);
const findSessionRow = (id: number) => registerState.sessions.find((s) => s.id === id);

export const registers: RegistersRepository = {
  list: async () =>
    [...registerState.registers]
      .sort((a, b) => compareNoCase(a.name, b.name) || a.id - b.id)
      .map(registerDto),
  find: async (id) => {
    const register = findRegister(id);
    return register ? registerDto(register) : null;
  },
  nameTaken: async (name, exceptId) =>
    registerState.registers.some(
      (r) => r.id !== exceptId && asciiLower(r.name.trim()) === asciiLower(name.trim()),
    ),
  async create(name) {
    const register = { id: nextOf(registerState.registers), name };
    registerState.registers.push(register);
    return registerDto(register);
  },
  async rename(id, name) {
    const register = findRegister(id)!;
    register.name = name;
    return registerDto(register);
  },
  async openSession({ registerId, userId, openingFloatCents }) {
    if (registerState.sessions.some((s) => s.registerId === registerId && s.closedAt === null))
      return { alreadyOpen: true };
    const id = nextOf(registerState.sessions);
    registerState.sessions.push({
      id,
      registerId,
      openedBy: userId,
      openedAt: new Date().toISOString(),
      openingFloatCents,
      closedAt: null,
      closedBy: null,
      counted: null,
      note: null,
    });
    return { id };
  },
  findSession: async (id) => {
    const session = findSessionRow(id);
    return session ? sessionData(session) : null;
  },
  async listSessions(filter) {
    const from = filter.from === undefined ? undefined : new Date(filter.from).toISOString();
    const to = filter.to === undefined ? undefined : new Date(filter.to).toISOString();
    const all = registerState.sessions
      .filter(
        (s) =>
          (filter.registerId === undefined || s.registerId === filter.registerId) &&
          (filter.userId === undefined || s.openedBy === filter.userId) &&
          (filter.status === undefined || (filter.status === "open") === (s.closedAt === null)) &&
          (from === undefined || s.openedAt >= from) &&
          (to === undefined || s.openedAt < to),
      )
      .sort((a, b) => (a.openedAt < b.openedAt ? 1 : a.openedAt > b.openedAt ? -1 : b.id - a.id));
    return {
      items: all.slice(filter.offset, filter.offset + filter.limit).map(sessionData),
      total: all.length,
    };
  },
  openSessionOf: async (userId) =>
    registerState.sessions
      .filter((s) => s.openedBy === userId && s.closedAt === null)
      .reduce<number | null>((newest, s) => (newest === null || s.id > newest ? s.id : newest), null),
  async addMovement(sessionId, movement) {
    if (!isOpen(sessionId)) return false;
    registerState.movements.push({
      id: nextOf(registerState.movements),
      sessionId,
      ...movement,
      createdAt: new Date().toISOString(),
    });
    return true;
  },
  async close(sessionId, closing) {
    const session = findSessionRow(sessionId);
    if (!session || session.closedAt !== null) return false;
    Object.assign(session, {
      closedAt: new Date().toISOString(),
      closedBy: closing.userId,
      counted: { ...closing.counted },
      note: closing.note,
    });
    return true;
  },
  async reopen(sessionId, reopening) {
    const session = findSessionRow(sessionId);
    if (!session || session.closedAt === null) return "notClosed";
    if (registerState.sessions.some((s) => s.registerId === session.registerId && s.closedAt === null))
      return "alreadyOpen";
    registerState.reopenings.push({ sessionId, ...reopening, createdAt: new Date().toISOString() });
    Object.assign(session, { closedAt: null, closedBy: null, counted: null, note: null });
    return "ok";
  },
};
