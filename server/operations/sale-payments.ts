// How a completed sale is paid: the old single `paymentMethod` (one row of the whole total) or
// `payments` (rows summing exactly to the total, rules/sale-payments.ts), and the register session
// they belong to: the seller's open session, required when the shop says so.
import type { ShopSettings, User } from "@contract/types";
import { REGISTER_MESSAGES } from "../../rules/register-messages";
import { checkedPayments, primaryMethod, singlePayment, type PaymentInput } from "../../rules/sale-payments";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import { badRequest, conflict } from "../errors";
import type { SalePaymentDraft } from "../store/sales-repository";
import type { Store } from "../store/store";
import { todaysRates } from "./currencies";

export interface PaymentRequest {
  paymentMethod?: string;
  payments?: PaymentInput[];
}

/** Refuses a request naming both or neither, or an unaccepted method; answers the sale's method. */
export function requestedMethod(request: PaymentRequest, settings: ShopSettings, pending: boolean): string {
  if (request.paymentMethod !== undefined && request.payments !== undefined)
    throw badRequest(REGISTER_MESSAGES.paymentOrPayments);
  if (request.payments !== undefined) {
    if (pending) throw badRequest(REGISTER_MESSAGES.pendingWithPayments);
    if (request.payments.some((p) => !(settings.paymentMethods as string[]).includes(p.method)))
      throw badRequest(SALE_MESSAGES.paymentNotAccepted);
    return primaryMethod(
      request.payments.map((p) => ({
        method: p.method,
        amountCents: p.amountCents,
        tenderedCents: null,
        changeCents: null,
        reference: null,
      })),
    );
  }
  if (request.paymentMethod === undefined) throw badRequest(REGISTER_MESSAGES.paymentMissing);
  if (!(settings.paymentMethods as string[]).includes(request.paymentMethod))
    throw badRequest(SALE_MESSAGES.paymentNotAccepted);
  return request.paymentMethod;
}

/**
 * A pending sale's completion names its payment like a sale at the counter, save that with neither
 * it keeps the method it recorded (undefined here); both is 400, and so is an unaccepted method.
 */
export function completionMethod(request: PaymentRequest, settings: ShopSettings): string | undefined {
  if (request.paymentMethod === undefined && request.payments === undefined) return undefined;
  return requestedMethod(request, settings, false);
}

/** The rows of a completed sale of `totalCents`. */
export async function paymentRows(
  store: Store,
  request: PaymentRequest,
  method: string,
  totalCents: number,
  settings: ShopSettings,
): Promise<SalePaymentDraft[]> {
  if (request.payments === undefined) return singlePayment(method, totalCents);
  // The day's rates are read only when some payment names another currency.
  const rates = request.payments.some((p) => p.currency !== undefined) ? await todaysRates(store) : new Map();
  const verdict = checkedPayments(request.payments, totalCents, settings.paymentMethods, rates);
  if ("refusal" in verdict) throw badRequest(verdict.refusal);
  return verdict.rows;
}

/** The seller's open session; 409 when the shop requires one and there is none. */
export async function paymentSession(
  store: Store,
  user: User,
  settings: ShopSettings,
): Promise<number | null> {
  const id = await store.registers.openSessionOf(user.id);
  if (id === null && settings.requireOpenSession !== false)
    throw conflict(REGISTER_MESSAGES.openSessionRequired);
  return id;
}
