// 'Crédito' at the counter: the method offered when the shop accepts it, what the request needs (a
// registered customer; an Administrador's reason past the limit) and the receipt's lines of a sale on
// account (its due date and the customer's new balance).
import { CREDIT_LABELS, CREDIT_MESSAGES } from "@rules/credit-messages";
import { formatPesosCents } from "@rules/sale-terms";
import type { PaymentMethod, Sale } from "@/lib/api/types";
import { PAYMENT_METHOD_OPTIONS } from "./sale-rules";

/** The counter's methods: the specification's three and 'Crédito' (offered only when accepted). */
export const COUNTER_METHOD_OPTIONS: readonly { value: PaymentMethod; label: string }[] = [
  ...PAYMENT_METHOD_OPTIONS,
  { value: "credito", label: "Crédito" },
];

export const methodLabel = (method: string) =>
  COUNTER_METHOD_OPTIONS.find((option) => option.value === method)?.label ?? method;

/** True when the sale puts something on the customer's account. */
export function onAccount(
  payment: string | undefined,
  split: ReadonlyArray<{ method: string }> | null,
): boolean {
  return split ? split.some((row) => row.method === "credito") : payment === "credito";
}

/** The refusal shown before sending: a sale on account needs a registered customer. */
export function creditRefusalBeforeSending(onAccountNow: boolean, customerId: number | null): string | null {
  return onAccountNow && customerId === null ? CREDIT_MESSAGES.creditNeedsCustomer : null;
}

/** 'DD/MM/YYYY' of a YYYY-MM-DD date. */
export function formatDueDate(date: string): string {
  const [year, month, day] = date.split("-");
  return `${day}/${month}/${year}`;
}

/** The receipt's rows of a sale on account, empty otherwise. */
export function creditReceiptRows(sale: Sale): Array<{ label: string; value: string }> {
  if (!sale.credit) return [];
  return [
    { label: CREDIT_LABELS.creditSale, value: "" },
    { label: "Vence", value: formatDueDate(sale.credit.dueDate) },
    { label: "Saldo del cliente", value: formatPesosCents(sale.credit.balanceCents) },
  ];
}
