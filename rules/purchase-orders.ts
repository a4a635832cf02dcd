// A purchase order's life: its number, the states' Spanish names, which changes a person may make,
// and the state a receipt leaves it in.

export type PurchaseOrderStatusName = "draft" | "sent" | "partially_received" | "received" | "canceled";

export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatusName, string> = {
  draft: "Borrador",
  sent: "Enviada",
  partially_received: "Recibida parcialmente",
  received: "Recibida",
  canceled: "Cancelada",
};

/** The changes made by hand (receipts make the others): send a draft, cancel what is still open. */
const BY_HAND: Record<"sent" | "canceled", readonly PurchaseOrderStatusName[]> = {
  sent: ["draft"],
  canceled: ["draft", "sent", "partially_received"],
};

export function canChangeByHand(from: PurchaseOrderStatusName, to: "sent" | "canceled"): boolean {
  return BY_HAND[to].includes(from);
}

/** The states goods may be received against. */
export const RECEIVABLE_STATUSES: readonly PurchaseOrderStatusName[] = ["sent", "partially_received"];

/** After a receipt: 'Recibida' when every line has all its units, else 'Recibida parcialmente'. */
export function statusAfterReceipt(
  lines: ReadonlyArray<{ quantity: number; receivedQuantity: number }>,
): PurchaseOrderStatusName {
  return lines.every((line) => line.receivedQuantity >= line.quantity) ? "received" : "partially_received";
}

/** What is still due of a line: nothing once the order is cancelled or the units are in. */
export function pendingQuantity(
  status: PurchaseOrderStatusName,
  line: { quantity: number; receivedQuantity: number },
): number {
  if (status === "canceled") return 0;
  return Math.max(0, line.quantity - line.receivedQuantity);
}

const sixDigits = (id: number) => String(id).padStart(6, "0");

export const orderNumber = (id: number) => `OC-${sixDigits(id)}`;
export const receiptNumber = (id: number) => `RC-${sixDigits(id)}`;
export const supplierReturnNumber = (id: number) => `DP-${sixDigits(id)}`;
