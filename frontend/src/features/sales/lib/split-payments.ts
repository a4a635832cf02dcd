// The counter's split payment as typed: rows of a method, an amount in pesos, the cash handed over
// (cash rows) or a reference (card and transfer); what is still to pay, the change, and the rows as
// the server takes them (rules/sale-payments.ts has the last word: the rows must sum to the total).
// A cash row may be in another accepted currency: what was handed over is then typed in that
// currency, worth its cents × the day's rate in pesos (rules/currencies.ts), the change in pesos.
import { toShopCents } from "@rules/currencies";
import { pesosToCents } from "@/lib/pesos-input";
import type { PaymentMethod, SalePaymentInput } from "@/lib/api/types";

export interface SplitRow {
  method: PaymentMethod;
  amount: string;
  /** Cash: what the customer handed over; card or transfer: the reference. */
  extra: string;
  /** Cash in another accepted currency (its code); absent: pesos. */
  currency?: string;
}

/** What a cash row's handed-over amount is worth in peso cents (null: not typed or no rate). */
export function tenderedCents(row: SplitRow, rates: ReadonlyMap<string, string | null>): number | null {
  const typed = pesosToCents(row.extra);
  if (typed === null || !row.currency) return typed;
  const rate = rates.get(row.currency);
  return rate ? toShopCents(typed, rate) : null;
}

export function remainingCents(rows: readonly SplitRow[], totalCents: number): number {
  return totalCents - rows.reduce((sum, row) => sum + (pesosToCents(row.amount) ?? 0), 0);
}

export function changeCents(
  rows: readonly SplitRow[],
  rates: ReadonlyMap<string, string | null> = new Map(),
): number {
  return rows.reduce((sum, row) => {
    if (row.method !== "efectivo") return sum;
    const amount = pesosToCents(row.amount) ?? 0;
    const tendered = tenderedCents(row, rates);
    return tendered !== null && tendered > amount ? sum + tendered - amount : sum;
  }, 0);
}

/** The request's rows, or null while one of them is not an amount. */
export function paymentInputs(rows: readonly SplitRow[]): SalePaymentInput[] | null {
  const inputs: SalePaymentInput[] = [];
  for (const row of rows) {
    const amountCents = pesosToCents(row.amount);
    if (amountCents === null || amountCents <= 0) return null;
    const extra = row.extra.trim();
    if (row.method === "efectivo" && row.currency) {
      const foreignAmount = pesosToCents(extra);
      if (foreignAmount === null || foreignAmount <= 0) return null;
      inputs.push({ method: row.method, amountCents, currency: row.currency, foreignAmount });
    } else if (row.method === "efectivo") {
      const tendered = extra === "" ? undefined : pesosToCents(extra);
      if (tendered === null) return null;
      inputs.push({
        method: row.method,
        amountCents,
        ...(tendered === undefined ? {} : { tenderedCents: tendered }),
      });
    } else inputs.push({ method: row.method, amountCents, ...(extra ? { reference: extra } : {}) });
  }
  return inputs;
}
