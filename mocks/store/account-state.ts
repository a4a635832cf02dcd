// 'Crédito' in memory: credit settings, account movements, payments and their allocations, kept
// apart from the seed's rows and reset with the rest of the mock database. The sale writes of
// mocks/store/sales-repository.ts call the movement helpers below, as the BFF's sale transaction
// does.
import type {
  AccountMovementKind,
  CreditSettings,
  SaleAccountDraft,
  SaleDebit,
} from "../../server/store/accounts-repository";
import type { CreditSale } from "../../rules/customer-credit";
import { onMockDbReset } from "../db";
import { nextOf } from "./register-state";

export interface MemoryMovement {
  id: number;
  customerId: number;
  kind: AccountMovementKind;
  amountCents: number;
  saleId: number | null;
  paymentId: number | null;
  dueDate: string | null;
  note: string | null;
  occurredOn: string;
  userId: number | null;
  createdAt: string;
}

export interface MemoryPayment {
  id: number;
  customerId: number;
  amountCents: number;
  method: string;
  reference: string | null;
  paidOn: string;
  registerSessionId: number | null;
  userId: number;
  createdAt: string;
  voidedAt: string | null;
  voidReason: string | null;
  allocations: Array<{ saleId: number; amountCents: number }>;
}

function fresh() {
  return {
    credit: new Map<number, CreditSettings>(),
    movements: [] as MemoryMovement[],
    payments: [] as MemoryPayment[],
  };
}

export let accountState = fresh();
onMockDbReset(() => {
  accountState = fresh();
});

export function addMovement(
  movement: Omit<
    MemoryMovement,
    "id" | "createdAt" | "occurredOn" | "dueDate" | "note" | "saleId" | "paymentId"
  > &
    Partial<MemoryMovement>,
): void {
  const now = new Date().toISOString();
  accountState.movements.push({
    saleId: null,
    paymentId: null,
    dueDate: null,
    note: null,
    occurredOn: now.slice(0, 10),
    ...movement,
    id: nextOf(accountState.movements),
    createdAt: now,
  });
}

const onAccount = (payments: ReadonlyArray<{ method: string; amountCents: number }>) =>
  payments.filter((p) => p.method === "credito").reduce((sum, p) => sum + p.amountCents, 0);

/** What the account, as it is now, says to the sale's debit (undefined: nothing on account). */
export function decideDebit(
  account: SaleAccountDraft | undefined,
): SaleDebit | { refusal: string } | undefined {
  if (!account) return undefined;
  return account.decide({
    credit: accountState.credit.get(account.customerId) ?? null,
    balanceCents: balanceOf(account.customerId),
    sales: creditSalesOf(account.customerId),
  });
}

export function debitSaleInMemory(
  saleId: number,
  userId: number,
  payments: ReadonlyArray<{ method: string; amountCents: number }>,
  account: SaleAccountDraft | undefined,
  debit: SaleDebit | undefined,
): void {
  if (!account || !debit) return;
  addMovement({
    customerId: account.customerId,
    kind: "sale",
    amountCents: onAccount(payments),
    saleId,
    dueDate: debit.dueDate,
    note: debit.note,
    userId,
  });
}

const chargedTo = (saleId: number) =>
  accountState.movements.find((m) => m.saleId === saleId && m.kind === "sale")?.customerId ?? null;

export function creditReturnInMemory(
  saleId: number,
  userId: number,
  refundCents: number,
  reason: string,
): void {
  const customerId = chargedTo(saleId);
  if (customerId === null || refundCents === 0) return;
  addMovement({ customerId, kind: "return", amountCents: -refundCents, saleId, note: reason, userId });
}

export function creditCancellationInMemory(saleId: number, userId: number): void {
  const customerId = chargedTo(saleId);
  if (customerId === null) return;
  const charged = chargedOf(saleId);
  if (charged > 0) addMovement({ customerId, kind: "cancel", amountCents: -charged, saleId, userId });
}

/** What the sale still charges on its customer's account: its debit less returns and cancellation. */
export function chargedOf(saleId: number): number {
  return accountState.movements
    .filter((m) => m.saleId === saleId && (m.kind === "sale" || m.kind === "return" || m.kind === "cancel"))
    .reduce((sum, m) => sum + m.amountCents, 0);
}

export function creditSalesOf(customerId: number): CreditSale[] {
  return accountState.movements
    .filter((m) => m.customerId === customerId && m.kind === "sale" && m.saleId !== null)
    .map((m) => ({
      saleId: m.saleId!,
      createdAt: m.createdAt,
      dueDate: m.dueDate ?? m.occurredOn,
      chargedCents: chargedOf(m.saleId!),
      paidCents: accountState.payments
        .filter((p) => p.voidedAt === null)
        .flatMap((p) => p.allocations)
        .filter((a) => a.saleId === m.saleId)
        .reduce((sum, a) => sum + a.amountCents, 0),
    }));
}

export const balanceOf = (customerId: number) =>
  accountState.movements
    .filter((m) => m.customerId === customerId)
    .reduce((sum, m) => sum + m.amountCents, 0);
