// 'Estado de cuenta' printed: the shop, the customer and period, the summary (opening balance,
// sales, returns, payments, closing balance) and every movement with the balance after it.
import { escapeXml } from "@/lib/escape-xml";
import type { CustomerStatement } from "@/lib/api/types";
import { dayLabel, money, movementText } from "./account-view";

const text = (value: string) => escapeXml(value);

export function statementHtml(statement: CustomerStatement, shopName: string): string {
  const summary: Array<[string, number]> = [
    ["Saldo inicial", statement.openingBalanceCents],
    ["Ventas a crédito", statement.salesCents],
    ["Devoluciones", -statement.returnsCents],
    ["Abonos", -statement.paymentsCents],
    ["Abonos anulados", statement.voidsCents],
    ["Saldo final", statement.closingBalanceCents],
  ];
  const rows = statement.movements
    .map(
      (m) =>
        `<tr><td>${dayLabel(m.occurredOn)}</td><td>${text(movementText(m))}</td><td class="num">${money(m.amountCents)}</td><td class="num">${money(m.balanceCents)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Estado de cuenta ${text(statement.customerName)}</title>
<style>@page { size: A4; margin: 15mm; } body { font-family: sans-serif; font-size: 10pt; }
table { width: 100%; border-collapse: collapse; margin: 4mm 0; } th, td { text-align: left; padding: 1mm; border-bottom: 1px solid #ccc; }
.num { text-align: right; white-space: nowrap; }</style></head>
<body>
${shopName ? `<h2>${text(shopName)}</h2>` : ""}
<h1>Estado de cuenta</h1>
<p>Cliente: <strong>${text(statement.customerName)}</strong><br>Período: ${dayLabel(statement.from)} – ${dayLabel(statement.to)}</p>
<table aria-label="Resumen"><tbody>
${summary.map(([label, cents]) => `<tr><td>${label}</td><td class="num">${money(cents)}</td></tr>`).join("\n")}
</tbody></table>
<table aria-label="Movimientos"><thead><tr><th>Fecha</th><th>Movimiento</th><th class="num">Importe</th><th class="num">Saldo</th></tr></thead>
<tbody>
${rows || `<tr><td colspan="4">Sin movimientos en el período</td></tr>`}
</tbody></table>
</body></html>`;
}
