// The counter's split payment as typed: rows of a method, an amount in pesos, the cash handed over
// (cash rows) or a reference (card and transfer); what is still to pay, the change, and the rows as
// the server takes them (rules/sale-payments.ts has the last word: the rows must sum to the total).
import { pesosToCents } from "@/lib/pesos-input";
import type { PaymentMethod, SalePaymentInput } from "@/lib/api/types";

export interface SplitRow {
  method: PaymentMethod;
  amount: string;
  /** Cash: what the customer handed over; card or transfer: the reference. */
  extra: string;
}

export function remainingCents(rows: readonly SplitRow[], totalCents: number): number {
  return totalCents - rows.reduce((sum, row) => sum + (pesosToCents(row.amount) ?? 0), 0);
}

export function changeCents(rows: readonly SplitRow[]): number {
  return rows.reduce((sum, row) => {
    if (row.method !== "efectivo") return sum;
    const amount = pesosToCents(row.amount) ?? 0;
    const tendered = pesosToCents(row.extra);
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
    if (row.method === "efectivo") {
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
