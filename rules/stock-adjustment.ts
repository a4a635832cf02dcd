// An Administrador's stock adjustment: a counted quantity (the stock becomes it) or a signed
// quantity, with a reason from a fixed list ('Otro' needs a text). Pure: the server and the dialog
// both use it, so the dialog shows the server's refusal before sending.
import type { AdjustmentReason } from "./stock-movement-kinds";

export const ADJUSTMENT_MESSAGES = {
  oneQuantity: "Indica la cantidad contada o la cantidad a sumar o restar (solo una de las dos)",
  zeroQuantity: "La cantidad a sumar o restar no puede ser cero",
  negativeStock: "El ajuste dejaría el stock en negativo",
  noteRequired: "Describe el motivo del ajuste",
  stockTooHigh: "El ajuste dejaría el stock por encima de 100.000.000 unidades, el máximo de un producto",
} as const;

/** The largest stock a product may hold (the product form's own maximum, openapi.yaml). */
export const MAX_STOCK = 100_000_000;

export interface AdjustmentRequest {
  countedQuantity?: number | null;
  quantity?: number | null;
  reason: AdjustmentReason;
  note?: string | null;
}

export type AdjustmentPlan =
  { ok: true; quantity: number; stockAfter: number; reason: string } | { ok: false; message: string };

/** The text stored as the movement's reason: the reason, and the note after a colon when there is one. */
export function adjustmentReasonText(reason: AdjustmentReason, note?: string | null): string | null {
  const text = note?.trim() ?? "";
  if (reason === "Otro" && text === "") return null;
  return text === "" ? reason : `${reason}: ${text}`;
}

/** Checks the request against the current stock and answers the movement it makes. */
export function planAdjustment(stock: number, request: AdjustmentRequest): AdjustmentPlan {
  const counted = request.countedQuantity ?? null;
  const delta = request.quantity ?? null;
  if ((counted === null) === (delta === null)) return { ok: false, message: ADJUSTMENT_MESSAGES.oneQuantity };
  if (delta === 0) return { ok: false, message: ADJUSTMENT_MESSAGES.zeroQuantity };
  const reason = adjustmentReasonText(request.reason, request.note);
  if (reason === null) return { ok: false, message: ADJUSTMENT_MESSAGES.noteRequired };
  const stockAfter = counted ?? stock + delta!;
  if (stockAfter < 0) return { ok: false, message: ADJUSTMENT_MESSAGES.negativeStock };
  // Past it the product's own edit could no longer be saved, and repeated adjustments would
  // overflow the stock column.
  if (stockAfter > MAX_STOCK) return { ok: false, message: ADJUSTMENT_MESSAGES.stockTooHigh };
  return { ok: true, quantity: stockAfter - stock, stockAfter, reason };
}
