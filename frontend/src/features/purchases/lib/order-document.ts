// A purchase order to send the supplier: an A4 page to print (or save as PDF from the print dialog),
// and its lines and totals as a table file (lib/downloads): a CSV a Spanish-locale spreadsheet opens
// as is (UTF-8 with a byte-order mark, ';' between cells, decimal commas) or an .xlsx whose numbers
// stay numbers, every text cell formula-safe in both.
import { csvNumber, toCsv } from "@/lib/downloads/csv";
import type { TableFile } from "@/lib/downloads/table-file";
import { escapeXml } from "@/lib/escape-xml";
import { formatCopCents, formatDate } from "@/lib/format";
import type { PurchaseOrder } from "@/lib/api/types";

export const ORDER_CSV_HEADER = ["SKU", "Producto", "Cantidad", "Costo unitario", "Subtotal"] as const;

/** The order's lines, then its subtotal, IVA and total rows; money in the last two columns. */
export function orderTable(order: PurchaseOrder): TableFile {
  return {
    name: `orden-${order.number.replace(/[^A-Za-z0-9-]+/g, "_")}`,
    sheet: `Orden ${order.number}`,
    header: ORDER_CSV_HEADER,
    rows: [
      ...order.lines.map((line) => [line.sku, line.name, line.quantity, line.unitCost, line.subtotal]),
      ["", "Subtotal", null, null, order.subtotal],
      ["", `IVA (${order.taxRate}%)`, null, null, order.tax],
      ["", "Total", null, null, order.total],
    ],
  };
}

/** The table as CSV: amounts with two decimal commas, quantities whole. */
export function orderCsv(order: PurchaseOrder): string {
  const table = orderTable(order);
  const money = (cell: unknown) => (typeof cell === "number" ? csvNumber(cell, 2) : (cell as string | null));
  return toCsv([
    table.header,
    ...table.rows.map(([sku, name, quantity, unitCost, subtotal]) => [
      sku,
      name,
      quantity,
      money(unitCost),
      money(subtotal),
    ]),
  ]);
}

export function orderFileName(order: PurchaseOrder, format: "csv" | "xlsx" = "csv"): string {
  return `${orderTable(order).name}.${format}`;
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
