// The terms a pending sale completes at: each product's price today, the line's discount within what
// the completing user may give today (a Vendedor's is cut to the shop's maximum or the product's own
// discount, when larger), the shop's IVA today and a payment method it accepts today. What differs
// from the sale as recorded is answered as 409 with the differences until the clerk accepts them.
import type { Product, Sale, ShopSettings, User } from "@contract/types";
import { saleMoney, toCents } from "../../rules/sale-money";
import { SALE_MESSAGES } from "../../rules/sale-messages";
import { termDifferences, type SaleTerms } from "../../rules/sale-terms";
import { badRequest, HttpError } from "../errors";
import type { SaleCompletionTerms } from "../store/sales-repository";

export interface CompletionRequest {
  acceptCurrentTerms?: boolean;
  paymentMethod?: string;
  /**
   * The clerk named the payments (split, in the body): they are taken as they come now, so the
   * method recorded is not a term to confirm; `paymentMethod` is then their largest one's.
   */
  paymentsNamed?: boolean;
}

function recordedTerms(sale: Sale): SaleTerms {
  return {
    paymentMethod: sale.paymentMethod,
    taxRate: sale.taxRate,
    totalCents: toCents(sale.total),
    lines: sale.lines.map((line) => ({
      productId: line.productId ?? 0,
      name: line.name,
      unitPriceCents: toCents(line.unitPrice),
      discount: line.discount,
    })),
  };
}

/** Today's terms for the sale, or 409 with the differences unless the request accepts them. */
export function completionTerms(
  user: User,
  settings: ShopSettings,
  sale: Sale,
  products: Map<number, Product>,
  request: CompletionRequest,
): Omit<SaleCompletionTerms, "payments" | "registerSessionId"> {
  const accepted = new Set<string>(settings.paymentMethods);
  if (request.paymentMethod !== undefined && !accepted.has(request.paymentMethod))
    throw badRequest(SALE_MESSAGES.paymentNotAccepted);
  const chosen = request.paymentMethod ?? sale.paymentMethod;
  const paymentMethod = accepted.has(chosen) ? chosen : null;
  const lines = sale.lines.map((line) => {
    const product = products.get(line.productId ?? 0)!;
    const allowed = Math.max(settings.maxDiscount, Math.floor(product.discount ?? 0));
    return {
      productId: product.id,
      name: line.name,
      unitPriceCents: toCents(product.sellingPrice),
      discount: user.role === "admin" ? line.discount : Math.min(line.discount, allowed),
      quantity: line.quantity,
    };
  });
  const money = saleMoney(lines, settings.taxRate);
  const recorded = recordedTerms(sale);
  const today: SaleTerms = {
    paymentMethod: request.paymentsNamed ? recorded.paymentMethod : paymentMethod,
    taxRate: settings.taxRate,
    totalCents: money.totalCents,
    lines,
  };
  const differences = termDifferences(recorded, today);
  if (differences.length > 0 && !request.acceptCurrentTerms)
    throw new HttpError(409, SALE_MESSAGES.termsChanged, { differences });
  if (paymentMethod === null) throw badRequest(SALE_MESSAGES.paymentNotAccepted);
  return {
    paymentMethod,
    taxRate: settings.taxRate,
    discountCents: money.discountCents,
    subtotalCents: money.subtotalCents,
    taxCents: money.taxCents,
    totalCents: money.totalCents,
    lines: lines.map((line, index) => ({
      productId: line.productId,
      unitPriceCents: line.unitPriceCents,
      discount: line.discount,
      discountCents: money.lines[index]!.discountCents,
      subtotalCents: money.lines[index]!.subtotalCents,
    })),
  };
}
