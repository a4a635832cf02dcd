// A register session's figures, derived (never kept by hand): per payment method what was paid and
// refunded in the session, and for cash: expected = float + cash in − cash out + cash payments −
// cash refunds (a cash row's amount is what stayed in the drawer: tendered − change). Once closed,
// each method's counted amount and its difference (counted − expected).
// Cash in another currency (rules/currencies.ts) goes to that currency's own count: its pesos never
// enter the drawer, while the change given for it in pesos leaves it. A closing counts each currency
// in its own cents, kept in `counted` under the currency's code.
import { PAYMENT_METHODS } from "./shop-settings";

/**
 * Whether a cash payment on account ('abono') is in its session's drawer: until it is voided, and
 * for good when its session closed before the void — a closed session's figures never change (its
 * Z report is issued); the void itself moves no cash in any session.
 */
export function abonoInDrawer(voidedAt: string | null, sessionClosedAt: string | null): boolean {
  return voidedAt === null || (sessionClosedAt !== null && voidedAt > sessionClosedAt);
}

export interface SessionLedger {
  floatCents: number;
  payments: Array<{
    method: string;
    amountCents: number;
    tenderedCents: number | null;
    changeCents: number | null;
    currency?: string | null;
    foreignAmount?: number | null;
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
  /** Change given in pesos for payments in another currency (it leaves the peso drawer). */
  foreignChangeCents: number;
  expectedCents: number;
}

export interface CurrencyFigures {
  currency: string;
  /** What those payments paid of the sales, in peso cents (their change in pesos is not in it). */
  salesCents: number;
  /** In the currency's cents. */
  receivedCents: number;
  expectedCents: number;
  countedCents: number | null;
  differenceCents: number | null;
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((s, i) => s + pick(i), 0);

const foreign = (p: SessionLedger["payments"][number]) => p.method === "efectivo" && !!p.currency;

export function cashFigures(ledger: SessionLedger): CashFigures {
  const cash = ledger.payments.filter((p) => p.method === "efectivo" && !p.currency);
  const foreignChangeCents = sum(ledger.payments.filter(foreign), (p) => p.changeCents ?? 0);
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
    foreignChangeCents,
    expectedCents: ledger.floatCents + inCents - outCents + salesCents - foreignChangeCents - refundsCents,
  };
}

/** Each other currency received in cash (or counted), by code. */
export function currencyFigures(ledger: SessionLedger): CurrencyFigures[] {
  const received = new Map<string, number>();
  const sales = new Map<string, number>();
  for (const p of ledger.payments.filter(foreign)) {
    received.set(p.currency!, (received.get(p.currency!) ?? 0) + (p.foreignAmount ?? 0));
    sales.set(p.currency!, (sales.get(p.currency!) ?? 0) + p.amountCents);
  }
  for (const key of Object.keys(ledger.counted ?? {}))
    if (isCurrencyKey(key) && !received.has(key)) received.set(key, 0);
  return [...received.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, receivedCents]) => {
      const counted = ledger.counted === null ? null : (ledger.counted[currency] ?? receivedCents);
      return {
        currency,
        salesCents: sales.get(currency) ?? 0,
        receivedCents,
        expectedCents: receivedCents,
        countedCents: counted,
        differenceCents: counted === null ? null : counted - receivedCents,
      };
    });
}

/** A key of `counted` naming a currency (methods are lower-case words). */
export function isCurrencyKey(key: string): boolean {
  return /^[A-Z]{3}$/.test(key);
}

export function methodFigures(ledger: SessionLedger): MethodFigures[] {
  const cash = cashFigures(ledger);
  return PAYMENT_METHODS.map((method) => {
    const paymentsCents = sum(
      ledger.payments.filter((p) => p.method === method && !p.currency),
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

/**
 * True when some method's difference passes the threshold (in peso cents, either way), or some
 * other currency's count differs at all (the threshold is in pesos).
 */
export function closingNeedsNote(
  figures: readonly MethodFigures[],
  thresholdCents: number,
  currencies: readonly CurrencyFigures[] = [],
): boolean {
  return (
    figures.some((f) => f.differenceCents !== null && Math.abs(f.differenceCents) > thresholdCents) ||
    currencies.some((c) => c.differenceCents !== null && c.differenceCents !== 0)
  );
}
