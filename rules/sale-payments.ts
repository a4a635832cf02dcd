// A completed sale's payments (docs/payments.md): one or more rows summing exactly to the total;
// cash rows record what was handed over and the change; card and transfer rows an optional
// reference. `sales.payment_method` stays the method of the largest row (the first on a tie), so
// every list and filter of the specification keeps working.
import { CURRENCY_MESSAGES, noRateMessage, notAcceptedMessage, toShopCents } from "./currencies";
import { paymentsSumMessage, REGISTER_MESSAGES } from "./register-messages";
import { SALE_MESSAGES } from "./sale-messages";

export interface PaymentInput {
  method: string;
  amountCents: number;
  tenderedCents?: number;
  reference?: string;
  /** Cash in another accepted currency: its code and what was handed over, in its cents. */
  currency?: string;
  foreignAmount?: number;
}

export interface PaymentRow {
  method: string;
  amountCents: number;
  /** Cash only: what the customer handed over and what was given back (tendered − amount). */
  tenderedCents: number | null;
  changeCents: number | null;
  reference: string | null;
  /** Only for cash in another currency: what was handed over in its cents, at the day's rate. */
  currency?: string;
  foreignAmount?: number;
  rate?: string;
}

export type PaymentsVerdict = { rows: PaymentRow[] } | { refusal: string };

/** One row for the whole total: the old single `paymentMethod`. */
export function singlePayment(method: string, totalCents: number): PaymentRow[] {
  const cash = method === "efectivo";
  return [
    {
      method,
      amountCents: totalCents,
      tenderedCents: cash ? totalCents : null,
      changeCents: cash ? 0 : null,
      reference: null,
    },
  ];
}

/** A payment in another currency: its row, or why it is refused. */
function foreignRow(
  input: PaymentInput & { currency: string },
  rates: ReadonlyMap<string, string | null>,
): PaymentRow | { refusal: string } {
  if (input.method !== "efectivo") return { refusal: CURRENCY_MESSAGES.onlyCash };
  if (input.tenderedCents !== undefined) return { refusal: CURRENCY_MESSAGES.tenderedWithCurrency };
  if (input.foreignAmount === undefined) return { refusal: CURRENCY_MESSAGES.foreignAmountMissing };
  if (!rates.has(input.currency)) return { refusal: notAcceptedMessage(input.currency) };
  const rate = rates.get(input.currency);
  if (!rate) return { refusal: noRateMessage(input.currency) };
  const tendered = toShopCents(input.foreignAmount, rate);
  if (tendered < input.amountCents) return { refusal: REGISTER_MESSAGES.tenderedTooLow };
  return {
    method: input.method,
    amountCents: input.amountCents,
    tenderedCents: tendered,
    changeCents: tendered - input.amountCents,
    reference: null,
    currency: input.currency,
    foreignAmount: input.foreignAmount,
    rate,
  };
}

/**
 * `rates`: the other currencies the shop accepts, each with today's rate (null: not set today).
 */
export function checkedPayments(
  inputs: PaymentInput[],
  totalCents: number,
  accepted: readonly string[],
  rates: ReadonlyMap<string, string | null> = new Map(),
): PaymentsVerdict {
  const rows: PaymentRow[] = [];
  let paid = 0;
  for (const input of inputs) {
    if (!accepted.includes(input.method)) return { refusal: SALE_MESSAGES.paymentNotAccepted };
    if (input.currency !== undefined) {
      const row = foreignRow({ ...input, currency: input.currency }, rates);
      if ("refusal" in row) return row;
      rows.push(row);
      paid += input.amountCents;
      continue;
    }
    if (input.foreignAmount !== undefined) return { refusal: CURRENCY_MESSAGES.currencyMissing };
    const cash = input.method === "efectivo";
    if (!cash && input.tenderedCents !== undefined) return { refusal: REGISTER_MESSAGES.tenderedOnlyCash };
    const reference = input.reference?.trim() || null;
    if (cash && reference !== null) return { refusal: REGISTER_MESSAGES.referenceOnlyCardOrTransfer };
    const tendered = cash ? (input.tenderedCents ?? input.amountCents) : null;
    if (tendered !== null && tendered < input.amountCents)
      return { refusal: REGISTER_MESSAGES.tenderedTooLow };
    rows.push({
      method: input.method,
      amountCents: input.amountCents,
      tenderedCents: tendered,
      changeCents: tendered === null ? null : tendered - input.amountCents,
      reference,
    });
    paid += input.amountCents;
  }
  if (paid !== totalCents) return { refusal: paymentsSumMessage(paid, totalCents) };
  return { rows };
}

/** The method of the largest payment, the first on a tie. */
export function primaryMethod(rows: readonly PaymentRow[]): string {
  let best = rows[0]!;
  for (const row of rows) if (row.amountCents > best.amountCents) best = row;
  return best.method;
}

export interface RefundParts {
  /** What goes back on the customer's account (lowers his balance). */
  accountCents: number;
  /** What goes back by `method` (cash leaves the drawer). */
  restCents: number;
  /** 'credito' when all of it goes back on the account, else the method of the rest. */
  method: string;
}

/**
 * A return of a sale paid partly on account refunds the account first: up to what the sale still
 * charges there (its debit less earlier returns), and only the rest by `otherMethod`.
 */
export function refundParts(
  refundCents: number,
  chargedOnAccountCents: number,
  otherMethod: string,
): RefundParts {
  const accountCents = Math.min(refundCents, Math.max(0, chargedOnAccountCents));
  const restCents = refundCents - accountCents;
  return { accountCents, restCents, method: restCents === 0 ? "credito" : otherMethod };
}
