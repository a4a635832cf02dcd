// How the stock ledger reads on screen and in the CSV: dates with the time, signed quantities and
// the kinds' Spanish names (rules/stock-movement-kinds.ts).
import { STOCK_MOVEMENT_KIND_LABELS } from "@rules/stock-movement-kinds";
import type { StockMovement } from "@/lib/api/types";

/** "+5", "-3", "0". */
export function signedQuantity(quantity: number): string {
  return quantity > 0 ? `+${quantity}` : String(quantity);
}

export function kindLabel(kind: StockMovement["kind"]): string {
  return STOCK_MOVEMENT_KIND_LABELS[kind];
}

/** The user column: who made it, or 'Sistema' for what no one did by hand (migrations, seeds). */
export function userLabel(movement: Pick<StockMovement, "userName">): string {
  return movement.userName ?? "Sistema";
}
