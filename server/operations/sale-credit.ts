// A sale on account ('Crédito'): only to a customer with credit enabled; a sale that would take his
// balance past the limit, or to a customer with overdue debt, is refused for a Vendedor saying by how
// much, and allowed for an Administrador who writes the reason (recorded on the account's movement).
// The same rule for a sale completed at the counter and a pending sale completed later. It is decided
// inside the sale's write, on the account as it is then, so two sales racing one limit never both pass.
import type { Sale, User } from "@contract/types";
import { CREDIT_MESSAGES, overrideNeedsReasonMessage } from "../../rules/credit-messages";
import { ageing, creditRefusal, dueDateOf } from "../../rules/customer-credit";
import { badRequest } from "../errors";
import type { AccountSnapshot, SaleAccountDraft, SaleDebit } from "../store/accounts-repository";
import type { SalePaymentDraft } from "../store/sales-repository";
import type { Store } from "../store/store";
import { today } from "./account-views";

/** What the account says to a debit of `amountCents`: its due date and note, or the refusal. */
export function saleDebit(
  account: AccountSnapshot,
  amountCents: number,
  role: User["role"],
  reason: string | undefined,
): SaleDebit | { refusal: string } {
  if (!account.credit?.enabled) return { refusal: CREDIT_MESSAGES.creditNotEnabled };
  const refusal = creditRefusal({
    limitCents: account.credit.limitCents,
    balanceCents: account.balanceCents,
    overdueCents: ageing(account.sales, account.balanceCents, today()).overdueCents,
    amountCents,
  });
  const note = reason?.trim() || null;
  if (refusal !== null && role !== "admin") return { refusal };
  if (refusal !== null && note === null) return { refusal: overrideNeedsReasonMessage(refusal) };
  return {
    dueDate: dueDateOf(new Date().toISOString(), account.credit.termsDays),
    note: refusal === null ? null : note,
  };
}

/** The account's debit for the sale's 'credito' rows, or undefined when none is on account. */
export function saleAccount(
  user: User,
  sale: { customerId: number | null; payments: readonly SalePaymentDraft[] },
  reason: string | undefined,
): SaleAccountDraft | undefined {
  const amountCents = sale.payments
    .filter((payment) => payment.method === "credito")
    .reduce((sum, payment) => sum + payment.amountCents, 0);
  if (amountCents === 0) return undefined;
  if (sale.customerId === null) throw badRequest(CREDIT_MESSAGES.creditNeedsCustomer);
  return {
    customerId: sale.customerId,
    decide: (account) => saleDebit(account, amountCents, user.role, reason),
  };
}

/** A sale on account answers its due date and the customer's balance after it (its receipt's). */
export async function withCredit(store: Store, sale: Sale, account: SaleAccountDraft | undefined) {
  if (!account) return sale;
  const [sales, balanceCents] = await Promise.all([
    store.accounts.creditSales(account.customerId),
    store.accounts.balance(account.customerId),
  ]);
  const dueDate = sales.find((candidate) => candidate.saleId === sale.id)?.dueDate ?? today();
  return { ...sale, credit: { dueDate, balanceCents } };
}
