// The Spanish messages of 'Crédito': customer accounts, sales on account, payments ('abonos').
import { formatPesosCents } from "./sale-terms";

/** Exported on its own as well: the account dialog checks the term before sending it. */
export const CREDIT_TERMS_INVALID = "El plazo debe estar entre 0 y 365 días";

export const CREDIT_MESSAGES = {
  creditNotEnabled: "El cliente no tiene crédito habilitado",
  creditNeedsCustomer: "Para vender a crédito elija un cliente registrado",
  creditNeedsCompleted: "Solo una venta completada se vende a crédito",
  limitInvalid: "El cupo debe ser un monto entero de centavos, cero o mayor",
  termsInvalid: CREDIT_TERMS_INVALID,
  paymentNotFound: "Abono no encontrado",
  paymentAmountInvalid: "El monto del abono debe ser mayor que cero",
  paymentMethodInvalid: "Un abono se paga en efectivo, con tarjeta o por transferencia",
  paymentDateInvalid: "La fecha del abono no puede ser futura",
  pickedSaleNotOpen: "Una de las ventas elegidas no tiene saldo pendiente con este cliente",
  pickedSaleRepeated: "Elija cada venta una sola vez",
  voidReasonRequired: "Indique el motivo de la anulación del abono",
  alreadyVoided: "El abono ya estaba anulado",
  accountsForbidden: "Solo puede ver las cuentas de los clientes que registró",
  periodInvalid: "La fecha inicial debe ser anterior o igual a la final",
  reasonRequiredForOverride: "Indique el motivo para autorizar la venta a crédito",
} as const;

export const CREDIT_LABELS = {
  creditSale: "Venta a crédito",
  sale: "Venta a crédito",
  payment: "Abono",
  return: "Devolución",
  cancel: "Venta anulada",
  void: "Abono anulado",
  open: "Pendiente",
  partial: "Parcialmente pagada",
  paid: "Pagada",
} as const;

/**
 * A Vendedor's refusal when the sale would pass the customer's limit. Like every refusal the
 * counter shows, "title: sentence": the toast's title is what is before the only colon.
 */
export function overLimitMessage(overCents: number, availableCents: number): string {
  return `Cupo insuficiente: la venta supera el cupo del cliente por ${formatPesosCents(overCents)} (quedan ${formatPesosCents(Math.max(0, availableCents))} disponibles)`;
}

/** A Vendedor's refusal when the customer owes money past its due date ("title: sentence"). */
export function overdueMessage(overdueCents: number): string {
  return `Deuda vencida: el cliente tiene ${formatPesosCents(overdueCents)} vencidos; registre un abono antes de venderle a crédito`;
}

/** An Administrador's refusal without a reason: the same figures and what to do. */
export function overrideNeedsReasonMessage(refusal: string): string {
  return `${refusal}. ${CREDIT_MESSAGES.reasonRequiredForOverride}`;
}

/** Deleting a customer whose account has movements would lose the ledger: refused. */
export function customerHasAccountMessage(balanceCents: number): string {
  return `No se puede eliminar el cliente: su cuenta de crédito tiene movimientos (saldo: ${formatPesosCents(balanceCents)}) y deben conservarse`;
}
