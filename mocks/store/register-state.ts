// 'Caja' in memory: registers, sessions, cash movements, reopenings, and the payments and refunds
// that belong to sessions (kept here by sale id so the seed's sale rows stay as they are). Reset
// with the rest of the mock database; 'Caja 1' exists from the start, as the BFF's migration makes it.
import type { SalePayment } from "@contract/types";
import type { SalePaymentsDraft } from "../../server/store/sales-repository";
import { onMockDbReset } from "../db";

export interface MemoryRegister {
  id: number;
  name: string;
}

export interface MemorySession {
  id: number;
  registerId: number;
  openedBy: number;
  openedAt: string;
  openingFloatCents: number;
  closedAt: string | null;
  closedBy: number | null;
  counted: Record<string, number> | null;
  note: string | null;
}

export interface MemoryState {
  registers: MemoryRegister[];
  sessions: MemorySession[];
  movements: Array<{
    id: number;
    sessionId: number;
    kind: "in" | "out";
    amountCents: number;
    reason: string;
    userId: number;
    createdAt: string;
  }>;
  reopenings: Array<{ sessionId: number; reason: string; userId: number; createdAt: string }>;
  payments: Array<SalePayment & { saleId: number }>;
  refunds: Array<{ sessionId: number; method: string; amountCents: number }>;
}

function fresh(): MemoryState {
  return {
    registers: [{ id: 1, name: "Caja 1" }],
    sessions: [],
    movements: [],
    reopenings: [],
    payments: [],
    refunds: [],
  };
}

export let registerState = fresh();
onMockDbReset(() => {
  registerState = fresh();
});

export const nextOf = (rows: Array<{ id: number }>) =>
  rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

export const isOpen = (sessionId: number | null) =>
  sessionId !== null && registerState.sessions.some((s) => s.id === sessionId && s.closedAt === null);

/** The sale's rows; false (nothing written) when their session closed before the write. */
export function recordPaymentsInMemory(saleId: number, paid: SalePaymentsDraft): boolean {
  if (paid.payments.length === 0) return true;
  if (paid.registerSessionId !== null && !isOpen(paid.registerSessionId)) return false;
  for (const payment of paid.payments)
    registerState.payments.push({
      id: nextOf(registerState.payments),
      saleId,
      ...payment,
      registerSessionId: paid.registerSessionId,
    });
  return true;
}

export const paymentsOf = (saleId: number): SalePayment[] =>
  registerState.payments.filter((p) => p.saleId === saleId).map(({ saleId: _sale, ...payment }) => payment);

export function recordRefund(sessionId: number | null, method: string, amountCents: number): void {
  if (sessionId !== null && isOpen(sessionId)) registerState.refunds.push({ sessionId, method, amountCents });
}
