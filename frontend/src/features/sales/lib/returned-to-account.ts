// How much of a sale's returns went back to the customer's account ('Crédito'): a sale paid partly
// on account refunds the account first (docs/payments.md). Its own module, read only by the sale
// details, so the shared sales helpers other screens download first keep their size.
import { fromCents, toCents } from "@rules/sale-money";
import type { Sale } from "@/lib/api/types";

/** What the sale's returns credited to the customer's account, exact to the cent. */
export function returnedToAccount(sale: Pick<Sale, "returns">): number {
  return fromCents(sale.returns.reduce((cents, r) => cents + toCents(r.refundToAccount), 0));
}
