// The accounts repository ('Crédito') over mocks/store/account-state.ts, answering as the BFF's does.
import type { AccountsRepository, CustomerPaymentRow } from "../../server/store/accounts-repository";
import { db } from "../db";
import { accountState, addMovement, balanceOf, creditSalesOf, type MemoryPayment } from "./account-state";
import { isOpen, nextOf } from "./register-state";

function named(id: number | null) {
  if (id === null) return null;
  const user = db.users.findFirst((q) => q.where({ id }));
  return { id, name: user?.name ?? "" };
}

const paymentRow = (p: MemoryPayment): CustomerPaymentRow => ({
  id: p.id,
  customerId: p.customerId,
  amountCents: p.amountCents,
  method: p.method,
  reference: p.reference,
  paidOn: p.paidOn,
  registerSessionId: p.registerSessionId,
  createdAt: p.createdAt,
  user: named(p.userId),
  allocations: p.allocations.map((a) => ({ ...a })),
  voidedAt: p.voidedAt,
  voidReason: p.voidReason,
});

export const accounts: AccountsRepository = {
  credit: async (customerId) => {
    const credit = accountState.credit.get(customerId);
    return credit ? { ...credit } : null;
  },
  setCredit: async (customerId, settings) => {
    accountState.credit.set(customerId, { ...settings });
  },
  balance: async (customerId) => balanceOf(customerId),
  movements: async (customerId) =>
    accountState.movements
      .filter((m) => m.customerId === customerId)
      .map((m) => ({
        id: m.id,
        kind: m.kind,
        amountCents: m.amountCents,
        saleId: m.saleId,
        paymentId: m.paymentId,
        note: m.note,
        occurredOn: m.occurredOn,
        createdAt: m.createdAt,
        user: named(m.userId),
      })),
  creditSales: async (customerId) => creditSalesOf(customerId),
  payments: async (customerId) =>
    accountState.payments
      .filter((p) => p.customerId === customerId)
      .sort((a, b) => b.id - a.id)
      .map(paymentRow),
  findPayment: async (id) => {
    const payment = accountState.payments.find((p) => p.id === id);
    return payment ? paymentRow(payment) : null;
  },
  // Synchronous from the read of the sales to the last write: nothing can interleave.
  recordPayment: async (draft) => {
    if (draft.registerSessionId !== null && !isOpen(draft.registerSessionId)) return { sessionClosed: true };
    const verdict = draft.allocate(creditSalesOf(draft.customerId));
    if ("refusal" in verdict) return { refusal: verdict.refusal };
    const id = nextOf(accountState.payments);
    accountState.payments.push({
      id,
      customerId: draft.customerId,
      amountCents: draft.amountCents,
      method: draft.method,
      reference: draft.reference,
      paidOn: draft.paidOn,
      registerSessionId: draft.registerSessionId,
      userId: draft.userId,
      createdAt: new Date().toISOString(),
      voidedAt: null,
      voidReason: null,
      allocations: verdict.allocations,
    });
    addMovement({
      customerId: draft.customerId,
      kind: "payment",
      amountCents: -draft.amountCents,
      paymentId: id,
      occurredOn: draft.paidOn,
      userId: draft.userId,
    });
    return { id };
  },
  voidPayment: async (id, voiding) => {
    const payment = accountState.payments.find((p) => p.id === id);
    if (!payment || payment.voidedAt !== null) return false;
    payment.voidedAt = new Date().toISOString();
    payment.voidReason = voiding.reason;
    addMovement({
      customerId: payment.customerId,
      kind: "void",
      amountCents: payment.amountCents,
      paymentId: id,
      note: voiding.reason,
      userId: voiding.userId,
    });
    return true;
  },
  ageingEntries: async () => {
    const ids = new Set<number>([
      ...accountState.credit.keys(),
      ...accountState.movements.map((m) => m.customerId),
    ]);
    return [...ids].map((customerId) => ({
      customerId,
      credit: accountState.credit.get(customerId) ?? null,
      balanceCents: balanceOf(customerId),
      sales: creditSalesOf(customerId),
    }));
  },
};
