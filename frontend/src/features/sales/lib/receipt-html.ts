// The printed receipt of a recorded sale: one HTML document for the print window, laid out in mm for
// a 58 mm or 80 mm thermal roll or an A4 sheet, with the shop's details, the sale's lines, discounts,
// subtotal, IVA, total and payment, and the sale number as a Code 128 barcode drawn locally.
import { codeSvg } from "@/lib/codes/code-svg";
import { escapeXml } from "@/lib/escape-xml";
import { formatCop } from "@/lib/format";
import type { Sale, ShopSettings } from "@/lib/api/types";
import type { ReceiptFormat } from "./counter-rules";
import { paymentRows } from "./payment-lines";
import { formatSaleDate, saleNumber } from "./sale-display";
import { creditReceiptRows, methodLabel } from "./credit-payment";
import { GENERAL_CUSTOMER } from "./sale-rules";
import { shopHeaderHtml } from "./shop-header-html";

const PAGE: Record<ReceiptFormat, string> = {
  "58mm":
    "@page { size: 58mm auto; margin: 2mm; } body { width: 54mm; font-size: 8pt; } .code svg { width: 50mm; }",
  "80mm": "@page { size: 80mm auto; margin: 3mm; } body { width: 74mm; font-size: 9pt; }",
  a4: "@page { size: A4; margin: 15mm; } body { width: 180mm; font-size: 11pt; }",
};

const STYLE = `
  body { font-family: "DejaVu Sans Mono", "Courier New", monospace; margin: 0; color: #000; }
  h1 { font-size: 1.3em; margin: 0 0 1mm; text-align: center; }
  .center { text-align: center; }
  .muted { color: #333; }
  table { width: 100%; border-collapse: collapse; margin: 2mm 0; }
  th, td { text-align: left; padding: 0.5mm 0; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; padding-left: 2mm; }
  .line-qty { padding-left: 2mm; }
  .rule { border-top: 1px dashed #000; margin: 2mm 0; }
  .total td { font-weight: bold; font-size: 1.15em; }
  .code svg { width: 60mm; height: 12mm; }
`;

const text = (value: string) => escapeXml(value);
const paymentLabel = methodLabel;

export function receiptHtml(sale: Sale, shop: ShopSettings, format: ReceiptFormat): string {
  const header = shopHeaderHtml(shop);
  const lines = sale.lines
    .map((line) => {
      const discount =
        line.discount > 0
          ? `<tr class="muted"><td>  Descuento ${line.discount}%</td><td class="num">-${formatCop(line.discountAmount)}</td></tr>`
          : "";
      const returned =
        line.returnedQuantity > 0
          ? `<tr class="muted"><td colspan="2">  Devueltas: ${line.returnedQuantity}</td></tr>`
          : "";
      // Units × price on a line of their own under the name, the amount alone at the right: on a
      // narrow roll two right-aligned amounts side by side read as one number.
      return `<tr><td colspan="2">${text(line.name)} <span class="muted">${text(line.sku)}</span></td></tr>
        <tr><td class="line-qty">${line.quantity} × ${formatCop(line.unitPrice)}</td>
        <td class="num">${formatCop(line.unitPrice * line.quantity)}</td></tr>${discount}${returned}`;
    })
    .join("\n");
  const status = sale.status === "canceled" ? `<p class="center"><strong>VENTA ANULADA</strong></p>` : "";
  const returned =
    sale.returnedTotal > 0
      ? `<tr><td>Devuelto</td><td class="num">-${formatCop(sale.returnedTotal)}</td></tr>`
      : "";
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Recibo ${saleNumber(sale.id)}</title>
<style>${PAGE[format]}${STYLE}</style></head>
<body class="receipt receipt-${format}">
${header}
<div class="rule"></div>
<div>Venta: <strong>${saleNumber(sale.id)}</strong></div>
<div>Fecha: ${text(formatSaleDate(sale.completedAt ?? sale.createdAt))}</div>
<div>Vendedor: ${text(sale.seller?.name ?? "N/A")}</div>
<div>Cliente: ${text(sale.customerName ?? GENERAL_CUSTOMER)}</div>
${status}
<div class="rule"></div>
<table aria-label="Productos"><tbody>
${lines}
</tbody></table>
<div class="rule"></div>
<table><tbody>
<tr><td>Descuentos</td><td class="num">-${formatCop(sale.discountTotal)}</td></tr>
<tr><td>Subtotal</td><td class="num">${formatCop(sale.subtotal)}</td></tr>
<tr><td>IVA (${sale.taxRate}%)</td><td class="num">${formatCop(sale.tax)}</td></tr>
<tr class="total"><td>Total</td><td class="num">${formatCop(sale.total)}</td></tr>
${returned}
${
  sale.payments.length === 0
    ? `<tr><td>Pago</td><td class="num">${text(paymentLabel(sale.paymentMethod))}</td></tr>`
    : paymentRows(sale)
        .map((row) => `<tr><td>${text(row.label)}</td><td class="num">${text(row.value)}</td></tr>`)
        .join("\n")
}
${creditReceiptRows(sale)
  .map((row) => `<tr><td>${text(row.label)}</td><td class="num">${text(row.value)}</td></tr>`)
  .join("\n")}
</tbody></table>
<div class="center code">${codeSvg("barcode", String(sale.id))}</div>
${shop.receiptFooter ? `<p class="center">${text(shop.receiptFooter)}</p>` : ""}
</body></html>`;
}
