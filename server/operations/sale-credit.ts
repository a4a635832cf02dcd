// A sale on account ('Crédito'): only to a customer with credit enabled; a sale that would take his
// balance past the limit, or to a customer with overdue debt, is refused for a Vendedor saying by how
// much, and allowed for an Administrador who writes the reason (recorded on the account's movement).
import type { User } from "@contract/types";
import { CREDIT_MESSAGES, overrideNeedsReasonMessage } from "../../rules/credit-messages";
import { ageing, creditRefusal, dueDateOf } from "../../rules/customer-credit";
import { badRequest, conflict } from "../errors";
import type { SaleAccountDraft } from "../account-store";
import type { SalePaymentDraft, Store } from "../store";
import { today } from "./account-views";

/** The account's debit for the sale's 'credito' rows, or undefined when none is on account. */
export async function saleAccount(
  store: Store,
  user: User,
  sale: { customerId: number | null; payments: readonly SalePaymentDraft[] },
  reason: string | undefined,
): Promise<SaleAccountDraft | undefined> {
  const amountCents = sale.payments
    .filter((payment) => payment.method === "credito")
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  if (amountCents === 0) return undefined;
  if (sale.customerId === null) throw badRequest(CREDIT_MESSAGES.creditNeedsCustomer);
  const credit = await store.accounts.credit(sale.customerId);
  if (!credit?.enabled) throw conflict(CREDIT_MESSAGES.creditNotEnabled);
  const [balanceCents, sales] = await Promise.all([
    store.accounts.balance(sale.customerId),
    store.accounts.creditSales(sale.customerId),
  ]);
  const refusal = creditRefusal({
    limitCents: credit.limitCents,
    balanceCents,
    overdueCents: ageing(sales, balanceCents, today()).overdueCents,
    amountCents,
  });
  const note = reason?.trim() || null;
  if (refusal !== null && user.role !== "admin") throw conflict(refusal);
  if (refusal !== null && note === null) throw conflict(overrideNeedsReasonMessage(refusal));
  return {
    customerId: sale.customerId,
    dueDate: dueDateOf(new Date().toISOString(), credit.termsDays),
    note: refusal === null ? null : note,
  };
}
