// A purchase order to send the supplier: an A4 page to print (or save as PDF from the print dialog)
// and a CSV a Spanish-locale spreadsheet opens as is (UTF-8 with a byte-order mark, ';' between
// cells, decimal commas), every text cell formula-safe.
import { neutraliseFormula } from "@rules/spreadsheet-cell";
import { formatSpreadsheetNumber } from "@rules/spreadsheet-number";
import { escapeXml } from "@/lib/escape-xml";
import { formatCopCents, formatDate } from "@/lib/format";
import type { PurchaseOrder } from "@/lib/api/types";

export const ORDER_CSV_HEADER = ["SKU", "Producto", "Cantidad", "Costo unitario", "Subtotal"] as const;

function csvCell(cell: string | number): string {
  const text = typeof cell === "number" ? formatSpreadsheetNumber(cell) : neutraliseFormula(cell);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The order's lines, then its subtotal, IVA and total rows. */
export function orderCsv(order: PurchaseOrder): string {
  const rows: (string | number)[][] = [
    [...ORDER_CSV_HEADER],
    ...order.lines.map((line) => [line.sku, line.name, line.quantity, line.unitCost, line.subtotal]),
    ["", "Subtotal", "", "", order.subtotal],
    ["", `IVA (${order.taxRate}%)`, "", "", order.tax],
    ["", "Total", "", "", order.total],
  ];
  return `\ufeff${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}

export function orderFileName(order: PurchaseOrder): string {
  return `orden-${order.number.replace(/[^A-Za-z0-9-]+/g, "_")}.csv`;
}

/** The A4 page: the shop, the supplier, the lines and the totals. */
export function orderHtml(order: PurchaseOrder, shopName: string): string {
  const text = (value: string) => escapeXml(value);
  const rows = order.lines
    .map(
      (line) =>
        `<tr><td>${text(line.sku)}</td><td>${text(line.name)}</td><td class="n">${line.quantity}</td>` +
        `<td class="n">${formatCopCents(line.unitCost)}</td><td class="n">${formatCopCents(line.subtotal)}</td></tr>`,
    )
    .join("");
  const expected = order.expectedDate
    ? `<p>Entrega esperada: ${formatDate(`${order.expectedDate}T12:00:00`)}</p>`
    : "";
  const notes = order.notes ? `<p>Notas: ${text(order.notes)}</p>` : "";
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Orden de compra ${text(order.number)}</title>
<style>@page { size: A4; margin: 15mm; } body { font-family: sans-serif; font-size: 10pt; }
table { width: 100%; border-collapse: collapse; } th, td { border-bottom: 1px solid #ccc; padding: 2mm; text-align: left; }
.n { text-align: right; white-space: nowrap; } .totals td { border: none; }</style></head><body>
<h1>Orden de compra ${text(order.number)}</h1>
<p>${text(shopName)}</p>
<p>Proveedor: ${text(order.supplier.name)}</p>
<p>Fecha: ${formatDate(order.createdAt)}</p>${expected}${notes}
<table><thead><tr><th>SKU</th><th>Producto</th><th class="n">Cantidad</th><th class="n">Costo unitario</th><th class="n">Subtotal</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot class="totals"><tr><td colspan="4" class="n">Subtotal</td><td class="n">${formatCopCents(order.subtotal)}</td></tr>
<tr><td colspan="4" class="n">IVA (${order.taxRate}%)</td><td class="n">${formatCopCents(order.tax)}</td></tr>
<tr><td colspan="4" class="n"><strong>Total</strong></td><td class="n"><strong>${formatCopCents(order.total)}</strong></td></tr></tfoot>
</table></body></html>`;
}
