// What the 'Caja' screen shows of a session: money in pesos from cents, each method's Spanish name,
// a typed amount read back in cents, and whether a closing needs its note (the server's rule).
import { CASH_MOVEMENT_LABELS } from "@rules/register-messages";
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import { formatPesosCents } from "@rules/sale-terms";

export const money = formatPesosCents;
export const MOVEMENT_LABELS = CASH_MOVEMENT_LABELS;

export function methodLabel(method: string): string {
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}

/** "12.500" or "12500,50" typed in pesos → cents; null when it is not an amount. */
export function pesosToCents(text: string): number | null {
  const clean = text.trim().replace(/\s|\$/g, "");
  if (clean === "") return null;
  const normalized = clean.includes(",")
    ? clean.replace(/\./g, "").replace(",", ".")
    : clean.replace(/\.(?=\d{3}(\D|$))/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

/** The difference's sign as a reader says it: 'Sobrante' above, 'Faltante' below. */
export function differenceLabel(cents: number | null): string {
  if (cents === null) return "—";
  if (cents === 0) return money(0);
  return `${cents > 0 ? "Sobrante" : "Faltante"} ${money(Math.abs(cents))}`;
}
