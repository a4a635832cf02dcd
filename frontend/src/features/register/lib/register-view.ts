// What the 'Caja' screen shows of a session: money in pesos from cents, each method's Spanish name,
// a typed amount read back in cents, and whether a closing needs its note (the server's rule).
export { CASH_MOVEMENT_LABELS as MOVEMENT_LABELS, differenceLabel } from "@rules/register-messages";
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
export { formatPesosCents as money } from "@rules/sale-terms";
export { pesosToCents } from "@/lib/pesos-input";

export function methodLabel(method: string): string {
  return (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;
}
