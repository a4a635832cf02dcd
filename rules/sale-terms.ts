// A pending sale completed later is completed at today's terms: what differs from what it recorded
// (each product's price, its line discount, the IVA, the payment method, the total), as the Spanish
// list the clerk confirms ('Pastilla X: precio', '$ 1.200' → '$ 1.350').
import { PAYMENT_METHOD_LABELS } from "./sale-messages";

export interface TermsLine {
  productId: number;
  name: string;
  unitPriceCents: number;
  discount: number;
}

export interface SaleTerms {
  /** null: the recorded method is no longer accepted and no other was chosen. */
  paymentMethod: string | null;
  taxRate: number;
  totalCents: number;
  lines: TermsLine[];
}

export interface TermDifference {
  part: string;
  before: string;
  after: string;
}

export const NO_LONGER_ACCEPTED = "Ya no se acepta: elija otra";

/** "$ 1.234.567" or "$ 1.234,50": pesos, cents only when there are some. */
export function formatPesosCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+$)/g, ".");
  const fraction = Math.abs(cents) % 100;
  return `${sign}$\u00a0${whole}${fraction === 0 ? "" : `,${String(fraction).padStart(2, "0")}`}`;
}

const paymentLabel = (method: string) =>
  PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method;

/** Empty when the sale would complete exactly as it was recorded. */
export function termDifferences(recorded: SaleTerms, today: SaleTerms): TermDifference[] {
  const differences: TermDifference[] = [];
  for (const line of recorded.lines) {
    const now = today.lines.find((candidate) => candidate.productId === line.productId);
    if (!now) continue;
    if (now.unitPriceCents !== line.unitPriceCents)
      differences.push({
        part: `${line.name}: precio`,
        before: formatPesosCents(line.unitPriceCents),
        after: formatPesosCents(now.unitPriceCents),
      });
    if (now.discount !== line.discount)
      differences.push({
        part: `${line.name}: descuento`,
        before: `${line.discount} %`,
        after: `${now.discount} %`,
      });
  }
  if (today.taxRate !== recorded.taxRate)
    differences.push({ part: "IVA", before: `${recorded.taxRate} %`, after: `${today.taxRate} %` });
  if (today.paymentMethod !== recorded.paymentMethod)
    differences.push({
      part: "Forma de pago",
      before: paymentLabel(recorded.paymentMethod ?? ""),
      after: today.paymentMethod === null ? NO_LONGER_ACCEPTED : paymentLabel(today.paymentMethod),
    });
  if (differences.length > 0 && today.totalCents !== recorded.totalCents)
    differences.push({
      part: "Total",
      before: formatPesosCents(recorded.totalCents),
      after: formatPesosCents(today.totalCents),
    });
  return differences;
}
