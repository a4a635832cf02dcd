// How an account reads: each movement with the balance after it, the sales on account with what is
// open, the ageing and the overdue amount, each payment with the balance before and after it, and
// the statement of a period. Everything derived from the recorded movements on every read.
import type { AccountMovement, CustomerAccount, CustomerPayment, CustomerStatement } from "@contract/types";
import { ageing, creditSaleStatus, openCents, type CreditSale } from "../../rules/customer-credit";
import type { AccountMovementRow, CreditSettings, CustomerPaymentRow } from "../store/accounts-repository";

/** Today in the shop's calendar (UTC, as every stored date). */
export const today = () => new Date().toISOString().slice(0, 10);

/** Oldest first, each with the running balance after it. */
export function runningMovements(rows: readonly AccountMovementRow[], openingCents = 0): AccountMovement[] {
  let balance = openingCents;
  return rows.map((row) => {
    balance += row.amountCents;
    return { ...row, balanceCents: balance };
  });
}

export function paymentView(
  payment: CustomerPaymentRow,
  movements: readonly AccountMovement[],
  customerName: string,
): CustomerPayment {
  const own = movements.find((m) => m.kind === "payment" && m.paymentId === payment.id);
  const after = own?.balanceCents ?? 0;
  const allocated = payment.allocations.reduce((sum, a) => sum + a.amountCents, 0);
  return {
    ...payment,
    customerName,
    unallocatedCents: payment.amountCents - allocated,
    balanceBeforeCents: after + payment.amountCents,
    balanceAfterCents: after,
  };
}

export function accountView(input: {
  customerId: number;
  customerName: string;
  credit: CreditSettings | null;
  movements: readonly AccountMovementRow[];
  sales: readonly CreditSale[];
  payments: readonly CustomerPaymentRow[];
}): CustomerAccount {
  const credit = input.credit ?? { enabled: false, limitCents: 0, termsDays: 0 };
  const movements = runningMovements(input.movements);
  const balanceCents = movements.at(-1)?.balanceCents ?? 0;
  const { overdueCents, ...buckets } = ageing(input.sales, balanceCents, today());
  return {
    customerId: input.customerId,
    customerName: input.customerName,
    ...credit,
    balanceCents,
    availableCents: credit.enabled ? Math.max(0, credit.limitCents - balanceCents) : 0,
    overdueCents,
    ageing: buckets,
    sales: [...input.sales]
      .sort((a, b) => b.saleId - a.saleId)
      .map((sale) => ({ ...sale, openCents: openCents(sale), status: creditSaleStatus(sale) })),
    movements: [...movements].reverse(),
    payments: input.payments.map((payment) => paymentView(payment, movements, input.customerName)),
  };
}

const byDay = (a: AccountMovementRow, b: AccountMovementRow) =>
  a.occurredOn < b.occurredOn ? -1 : a.occurredOn > b.occurredOn ? 1 : a.id - b.id;

export function statementView(input: {
  customerId: number;
  customerName: string;
  from: string;
  to: string;
  movements: readonly AccountMovementRow[];
}): CustomerStatement {
  const sorted = [...input.movements].sort(byDay);
  const before = sorted.filter((m) => m.occurredOn < input.from);
  const inside = sorted.filter((m) => m.occurredOn >= input.from && m.occurredOn <= input.to);
  const opening = before.reduce((sum, m) => sum + m.amountCents, 0);
  const total = (kinds: string[]) =>
    Math.abs(inside.filter((m) => kinds.includes(m.kind)).reduce((sum, m) => sum + m.amountCents, 0));
  const movements = runningMovements(inside, opening);
  return {
    customerId: input.customerId,
    customerName: input.customerName,
    from: input.from,
    to: input.to,
    openingBalanceCents: opening,
    salesCents: total(["sale"]),
    returnsCents: total(["return", "cancel"]),
    paymentsCents: total(["payment"]),
    voidsCents: total(["void"]),
    closingBalanceCents: movements.at(-1)?.balanceCents ?? opening,
    movements,
  };
}
