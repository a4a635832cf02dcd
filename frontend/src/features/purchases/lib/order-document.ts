// A purchase order as the shop sends it to the supplier: an A4 page for the print window (the
// shop's details, the order's number, supplier, dates, lines and money) and the same lines as a
// table for CSV/Excel (lib/downloads/table-file.ts). Money as the order keeps it (exact cents).
import { PURCHASE_ORDER_STATUS_LABELS } from "@rules/purchase-orders";
import { escapeXml } from "@/lib/escape-xml";
import type { TableFile } from "@/lib/downloads/table-file";
import { formatCopCents, formatDate } from "@/lib/format";
import type { PurchaseOrder, ShopSettings } from "@/lib/api/types";

const STYLE = `
  @page { size: A4; margin: 15mm; }
  body { width: 180mm; font-size: 11pt; font-family: Arial, Helvetica, sans-serif; margin: 0; color: #000; }
  h1 { font-size: 1.4em; margin: 0 0 1mm; }
  h2 { font-size: 1.2em; margin: 4mm 0 2mm; }
  .muted { color: #333; }
  table { width: 100%; border-collapse: collapse; margin: 3mm 0; }
  th, td { text-align: left; padding: 1mm; border-bottom: 1px solid #999; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; }
  .totals td { border: none; }
  .total td { font-weight: bold; font-size: 1.15em; }
`;

const text = (value: string) => escapeXml(value);
const day = (date: string | null) => (date ? formatDate(`${date.slice(0, 10)}T12:00:00`) : "");

export function orderHtml(order: PurchaseOrder, shop: ShopSettings): string {
  const header = [
    shop.businessName && `<h1>${text(shop.businessName)}</h1>`,
    shop.taxId && `<div>${text(shop.taxId)}</div>`,
    shop.address && `<div class="muted">${text(shop.address)}</div>`,
    shop.phone && `<div class="muted">Tel. ${text(shop.phone)}</div>`,
  ]
    .filter(Boolean)
    .join("\n");
  const lines = order.lines
    .map(
      (line) => `<tr><td>${text(line.sku)}</td><td>${text(line.name)}</td>
        <td class="num">${line.quantity}</td><td class="num">${formatCopCents(line.unitCost)}</td>
        <td class="num">${formatCopCents(line.subtotal)}</td></tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Orden de compra ${text(order.number)}</title>
<style>${STYLE}</style></head>
<body class="purchase-order">
${header}
<h2>Orden de compra ${text(order.number)}</h2>
<div>Proveedor: ${text(order.supplier.name)}</div>
<div>Fecha: ${text(day(order.createdAt))}</div>
${order.expectedDate ? `<div>Entrega esperada: ${text(day(order.expectedDate))}</div>` : ""}
<div>Estado: ${text(PURCHASE_ORDER_STATUS_LABELS[order.status])}</div>
<table aria-label="Productos"><thead>
<tr><th>SKU</th><th>Producto</th><th class="num">Cantidad</th><th class="num">Costo unitario</th><th class="num">Subtotal</th></tr>
</thead><tbody>
${lines}
</tbody></table>
<table class="totals"><tbody>
<tr><td>Subtotal</td><td class="num">${formatCopCents(order.subtotal)}</td></tr>
<tr><td>IVA (${order.taxRate}%)</td><td class="num">${formatCopCents(order.tax)}</td></tr>
<tr class="total"><td>Total</td><td class="num">${formatCopCents(order.total)}</td></tr>
</tbody></table>
${order.notes ? `<p>Notas: ${text(order.notes)}</p>` : ""}
</body></html>`;
}

/** The order's lines for CSV/Excel, with the totals as the last rows (numbers stay numbers). */
export function orderTable(order: PurchaseOrder): TableFile {
  return {
    name: `orden-de-compra-${order.number}`,
    sheet: order.number,
    header: ["SKU", "Producto", "Cantidad", "Costo unitario", "Subtotal"],
    rows: [
      ...order.lines.map((line) => [line.sku, line.name, line.quantity, line.unitCost, line.subtotal]),
      ["", "Subtotal", null, null, order.subtotal],
      ["", `IVA (${order.taxRate}%)`, null, null, order.tax],
      ["", "Total", null, null, order.total],
    ],
  };
}
