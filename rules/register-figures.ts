// A register session's figures, derived (never kept by hand): per payment method what was paid and
// refunded in the session, and for cash: expected = float + cash in − cash out + cash payments −
// cash refunds (a cash row's amount is what stayed in the drawer: tendered − change). Once closed,
// each method's counted amount and its difference (counted − expected).
import { PAYMENT_METHODS } from "./shop-settings";

export interface SessionLedger {
  floatCents: number;
  payments: Array<{
    method: string;
    amountCents: number;
    tenderedCents: number | null;
    changeCents: number | null;
  }>;
  refunds: Array<{ method: string; amountCents: number }>;
  movements: Array<{ kind: "in" | "out"; amountCents: number }>;
  /** Null while open. */
  counted: Partial<Record<string, number>> | null;
}

export interface MethodFigures {
  method: (typeof PAYMENT_METHODS)[number];
  paymentsCents: number;
  refundsCents: number;
  expectedCents: number;
  countedCents: number | null;
  differenceCents: number | null;
}

export interface CashFigures {
  floatCents: number;
  inCents: number;
  outCents: number;
  salesCents: number;
  refundsCents: number;
  tenderedCents: number;
  changeCents: number;
  expectedCents: number;
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((s, i) => s + pick(i), 0);

export function cashFigures(ledger: SessionLedger): CashFigures {
  const cash = ledger.payments.filter((p) => p.method === "efectivo");
  const inCents = sum(
    ledger.movements.filter((m) => m.kind === "in"),
    (m) => m.amountCents,
  );
  const outCents = sum(
    ledger.movements.filter((m) => m.kind === "out"),
    (m) => m.amountCents,
  );
  const salesCents = sum(cash, (p) => p.amountCents);
  const refundsCents = sum(
    ledger.refunds.filter((r) => r.method === "efectivo"),
    (r) => r.amountCents,
  );
  return {
    floatCents: ledger.floatCents,
    inCents,
    outCents,
    salesCents,
    refundsCents,
    tenderedCents: sum(cash, (p) => p.tenderedCents ?? p.amountCents),
    changeCents: sum(cash, (p) => p.changeCents ?? 0),
    expectedCents: ledger.floatCents + inCents - outCents + salesCents - refundsCents,
  };
}

export function methodFigures(ledger: SessionLedger): MethodFigures[] {
  const cash = cashFigures(ledger);
  return PAYMENT_METHODS.map((method) => {
    const paymentsCents = sum(
      ledger.payments.filter((p) => p.method === method),
      (p) => p.amountCents,
    );
    const refundsCents = sum(
      ledger.refunds.filter((r) => r.method === method),
      (r) => r.amountCents,
    );
    const expectedCents = method === "efectivo" ? cash.expectedCents : paymentsCents - refundsCents;
    const counted = ledger.counted === null ? null : (ledger.counted[method] ?? expectedCents);
    return {
      method,
      paymentsCents,
      refundsCents,
      expectedCents,
      countedCents: counted,
      differenceCents: counted === null ? null : counted - expectedCents,
    };
  });
}

/** True when some method's difference passes the threshold (in cents, either way). */
export function closingNeedsNote(figures: readonly MethodFigures[], thresholdCents: number): boolean {
  return figures.some((f) => f.differenceCents !== null && Math.abs(f.differenceCents) > thresholdCents);
}
