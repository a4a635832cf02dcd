// A payment's ('abono') printed receipt: the customer, amount, method, reference, the sales it
// settled, what stays in favour, and the balance before and after it.
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import { escapeXml } from "@/lib/escape-xml";
import type { CustomerPayment } from "@/lib/api/types";
import { dayLabel, money } from "./account-view";

export function paymentReceiptRows(payment: CustomerPayment): Array<[string, string]> {
  const method = (PAYMENT_METHOD_LABELS as Record<string, string>)[payment.method] ?? payment.method;
  return [
    ["Abono", `#${payment.id}`],
    ["Cliente", payment.customerName],
    ["Fecha", dayLabel(payment.paidOn)],
    ["Monto", money(payment.amountCents)],
    ["Forma de pago", payment.reference ? `${method} (ref. ${payment.reference})` : method],
    ...payment.allocations.map((a): [string, string] => [`Venta #${a.saleId}`, money(a.amountCents)]),
    ...(payment.unallocatedCents > 0
      ? [["Saldo a favor", money(payment.unallocatedCents)] as [string, string]]
      : []),
    ["Saldo anterior", money(payment.balanceBeforeCents)],
    ["Saldo actual", money(payment.balanceAfterCents)],
  ];
}

export function paymentReceiptHtml(payment: CustomerPayment, shopName: string): string {
  const rows = paymentReceiptRows(payment)
    .map(([label, value]) => `<tr><td>${escapeXml(label)}</td><td class="num">${escapeXml(value)}</td></tr>`)
    .join("\n");
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Recibo de abono ${payment.id}</title>
<style>@page { size: 80mm auto; margin: 3mm; } body { width: 74mm; font-family: monospace; font-size: 9pt; }
table { width: 100%; border-collapse: collapse; } .num { text-align: right; }</style></head>
<body>${shopName ? `<h1>${escapeXml(shopName)}</h1>` : ""}<h2>Recibo de abono</h2>
<table><tbody>
${rows}
</tbody></table></body></html>`;
}
