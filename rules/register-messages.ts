// The Spanish messages of 'Caja' (registers, their sessions, split payments, cash movements, closing).
import { formatPesosCents } from "./sale-terms";

export const REGISTER_MESSAGES = {
  registerNotFound: "Caja no encontrada",
  registerNameRequired: "Indique el nombre de la caja",
  duplicateRegister: "Ya existe una caja con ese nombre",
  sessionNotFound: "Sesión de caja no encontrada",
  forbiddenSession: "Solo puede ver o cambiar sus propias sesiones de caja",
  alreadyOpen: "Esta caja ya tiene una sesión abierta",
  openSessionRequired: "Abra la caja antes de vender: 'Caja' → 'Apertura de caja'",
  sessionClosed: "La sesión de caja está cerrada: no admite cambios",
  sessionClosedMeanwhile: "La sesión de caja se cerró mientras tanto; abra la caja de nuevo",
  notClosed: "Solo se puede reabrir una sesión cerrada",
  movementReasonRequired: "Indique el motivo del movimiento de efectivo",
  reopenReasonRequired: "Indique el motivo de la reapertura",
  noteRequired: "La diferencia supera el margen permitido: escriba una nota para cerrar la caja",
  paymentOrPayments: "Indique la forma de pago o los pagos, no ambos",
  paymentMissing: "Indique la forma de pago",
  pendingWithPayments: "Una venta pendiente no lleva pagos: se pagan al completarla",
  tenderedOnlyCash: "Solo un pago en efectivo lleva el monto recibido",
  tenderedTooLow: "El efectivo recibido no cubre el pago",
  referenceOnlyCardOrTransfer: "Solo un pago con tarjeta o transferencia lleva referencia",
} as const;

export const CASH_MOVEMENT_LABELS = { in: "Entrada de efectivo", out: "Salida de efectivo" } as const;

export function paymentsSumMessage(paidCents: number, totalCents: number): string {
  return `Los pagos suman ${formatPesosCents(paidCents)} y el total es ${formatPesosCents(totalCents)}: deben coincidir`;
}

/** A closing's difference as a reader says it: 'Sobrante' above what was expected, 'Faltante' below. */
export function differenceLabel(
  cents: number | null,
  format: (cents: number) => string = formatPesosCents,
): string {
  if (cents === null) return "—";
  if (cents === 0) return format(0);
  return `${cents > 0 ? "Sobrante" : "Faltante"} ${format(Math.abs(cents))}`;
}
