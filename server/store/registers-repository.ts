// 'Caja': registers, their sessions and cash movements.
import type { CashMovement, NamedRef, Register } from "@contract/types";

export interface RegisterSessionsFilter {
  registerId?: number;
  userId?: number;
  status?: "open" | "closed";
  from?: string;
  to?: string;
  limit: number;
  offset: number;
}

/** A register session as recorded: the operation derives its figures (rules/register-figures.ts). */
export interface RegisterSessionData {
  id: number;
  register: NamedRef;
  openedBy: NamedRef;
  openedAt: string;
  openingFloatCents: number;
  closedAt: string | null;
  closedBy: NamedRef | null;
  counted: Record<string, number> | null;
  note: string | null;
  payments: Array<{
    method: string;
    amountCents: number;
    tenderedCents: number | null;
    changeCents: number | null;
    currency: string | null;
    foreignAmount: number | null;
  }>;
  refunds: Array<{ method: string; amountCents: number }>;
  movements: CashMovement[];
  reopenings: Array<{ reason: string; user: NamedRef | null; createdAt: string }>;
  salesCount: number;
  firstSaleId: number | null;
  lastSaleId: number | null;
}

export interface RegistersRepository {
  /** By name, each with the session open on it. */
  list(): Promise<Register[]>;
  find(id: number): Promise<Register | null>;
  /** Compared trimmed and in any case. */
  nameTaken(name: string, exceptId?: number): Promise<boolean>;
  create(name: string): Promise<Register>;
  rename(id: number, name: string): Promise<Register>;
  /** `alreadyOpen` when the register has an open session (the unique index decides a race). */
  openSession(open: {
    registerId: number;
    userId: number;
    openingFloatCents: number;
  }): Promise<{ id: number } | { alreadyOpen: true }>;
  findSession(id: number): Promise<RegisterSessionData | null>;
  /** Newest first. */
  listSessions(filter: RegisterSessionsFilter): Promise<{ items: RegisterSessionData[]; total: number }>;
  /** The newest open session the user opened, if any. */
  openSessionOf(userId: number): Promise<number | null>;
  /** False when the session closed meanwhile (nothing written). */
  addMovement(
    sessionId: number,
    movement: { kind: "in" | "out"; amountCents: number; reason: string; userId: number },
  ): Promise<boolean>;
  /** False when it was already closed (nothing written). */
  close(
    sessionId: number,
    closing: { userId: number; counted: Record<string, number>; note: string | null },
  ): Promise<boolean>;
  /** The closing moves to a recorded reopening and the session is open again. */
  reopen(
    sessionId: number,
    reopening: { userId: number; reason: string },
  ): Promise<"ok" | "notClosed" | "alreadyOpen">;
}
