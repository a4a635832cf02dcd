// A completed sale's payments as the details and the receipt print them: each payment with its
// method and amount (a card or transfer's reference), what cash was handed over and the change. Cash in
// another currency shows what was handed over in it and the day's rate; the change is in pesos.
import { formatForeignCents, formatRate } from "@rules/currencies";
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import { formatPesosCents } from "@rules/sale-terms";
import type { Sale } from "@/lib/api/types";

const label = (method: string) => (PAYMENT_METHOD_LABELS as Record<string, string>)[method] ?? method;

export function paymentRows(sale: Sale): Array<{ label: string; value: string }> {
  const rows: Array<{ label: string; value: string }> = [];
  for (const payment of sale.payments) {
    rows.push({
      label: payment.reference
        ? `${label(payment.method)} (ref. ${payment.reference})`
        : label(payment.method),
      value: formatPesosCents(payment.amountCents),
    });
    if (payment.currency && payment.foreignAmount !== undefined) {
      rows.push({
        label: `Recibido en ${payment.currency} (tasa $ ${formatRate(payment.rate ?? "")})`,
        value: `${formatForeignCents(payment.foreignAmount, payment.currency)} = ${formatPesosCents(payment.tenderedCents ?? 0)}`,
      });
      if ((payment.changeCents ?? 0) > 0)
        rows.push({ label: "Vuelto", value: formatPesosCents(payment.changeCents ?? 0) });
      continue;
    }
    if (payment.method === "efectivo" && payment.tenderedCents !== null && (payment.changeCents ?? 0) > 0) {
      rows.push({ label: "Recibido", value: formatPesosCents(payment.tenderedCents) });
      rows.push({ label: "Vuelto", value: formatPesosCents(payment.changeCents ?? 0) });
    }
  }
  return rows;
}

export function paymentLines(sale: Sale): string[] {
  return paymentRows(sale).map((row) => `${row.label}: ${row.value}`);
}
