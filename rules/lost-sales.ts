// Lost sales ('Venta perdida'): the reasons' Spanish names, the key that groups what was asked in the
// report (a catalogue part by its id, free text by its folded words) and the messages.
import { foldName } from "./fold-name";

export type LostSaleReasonName = "no_stock" | "price" | "not_carried" | "other";

export const LOST_SALE_REASON_LABELS: Record<LostSaleReasonName, string> = {
  no_stock: "Sin existencia",
  price: "Precio",
  not_carried: "No lo manejamos",
  other: "Otro",
};

export const LOST_SALE_REASONS: readonly LostSaleReasonName[] = ["no_stock", "price", "not_carried", "other"];

export const LOST_SALE_MESSAGES = {
  counterModeOff: "El modo mostrador está desactivado: las ventas perdidas no se registran en el servidor",
  whatRequired: "Indique el repuesto solicitado: elija un producto o describa lo que pidió el cliente",
  recorded: "Venta perdida registrada",
} as const;

/** The report's grouping key: 'p:<id>' for a part, 't:<folded text>' for what was described. */
export function lostSaleKey(productId: number | null, description: string): string {
  return productId !== null ? `p:${productId}` : `t:${foldName(description)}`;
}
