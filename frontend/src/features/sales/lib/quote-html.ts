// The printed quote ('Cotización'): one HTML document for the print window, laid out in mm for an
// 80 mm roll or an A4 sheet, with the shop's details, the quote's number, dates and validity, its
// lines and money, and, at the top and the bottom, that it is not an invoice.
import { QUOTE_MESSAGES } from "@rules/quotes";
import { escapeXml } from "@/lib/escape-xml";
import { formatCop } from "@/lib/format";
import type { Quote, ShopSettings } from "@/lib/api/types";
import { formatSaleDate } from "./sale-display";
import { GENERAL_CUSTOMER } from "./sale-rules";
import { shopHeaderHtml } from "./shop-header-html";

export type QuoteFormat = "80mm" | "a4";

const PAGE: Record<QuoteFormat, string> = {
  "80mm": "@page { size: 80mm auto; margin: 3mm; } body { width: 74mm; font-size: 9pt; }",
  a4: "@page { size: A4; margin: 15mm; } body { width: 180mm; font-size: 11pt; }",
};

const STYLE = `
  body { font-family: "DejaVu Sans Mono", "Courier New", monospace; margin: 0; color: #000; }
  h1 { font-size: 1.3em; margin: 0 0 1mm; text-align: center; }
  h2 { font-size: 1.15em; margin: 1mm 0; text-align: center; }
  .center { text-align: center; }
  .muted { color: #333; }
  .notice { text-align: center; font-weight: bold; border: 1px solid #000; padding: 1mm; margin: 2mm 0; }
  table { width: 100%; border-collapse: collapse; margin: 2mm 0; }
  th, td { text-align: left; padding: 0.5mm 0; vertical-align: top; }
  .num { text-align: right; white-space: nowrap; padding-left: 2mm; }
  .line-qty { padding-left: 2mm; }
  .rule { border-top: 1px dashed #000; margin: 2mm 0; }
  .total td { font-weight: bold; font-size: 1.15em; }
`;

const text = (value: string) => escapeXml(value);

export function quoteHtml(quote: Quote, shop: ShopSettings, format: QuoteFormat): string {
  const header = shopHeaderHtml(shop);
  const lines = quote.lines
    .map((line) => {
      const discount =
        line.discount > 0
          ? `<tr class="muted"><td>  Descuento ${line.discount}%</td><td class="num">-${formatCop(line.discountAmount)}</td></tr>`
          : "";
      // Units × price on a line of their own, the amount alone at the right (as the receipt).
      return `<tr><td colspan="2">${text(line.name)} <span class="muted">${text(line.sku)}</span></td></tr>
        <tr><td class="line-qty">${line.quantity} × ${formatCop(line.unitPrice)}</td>
        <td class="num">${formatCop(line.unitPrice * line.quantity)}</td></tr>${discount}`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>Cotización ${text(quote.number)}</title>
<style>${PAGE[format]}${STYLE}</style></head>
<body class="quote quote-${format}">
${header}
<h2>Cotización ${text(quote.number)}</h2>
<p class="notice">${text(QUOTE_MESSAGES.printNotice)}</p>
<div>Fecha: ${text(formatSaleDate(quote.createdAt))}</div>
<div>Válida hasta: ${text(formatSaleDate(quote.validUntil))} (${quote.validityDays} días)</div>
<div>Vendedor: ${text(quote.seller?.name ?? "N/A")}</div>
<div>Cliente: ${text(quote.customerName ?? GENERAL_CUSTOMER)}</div>
<div class="rule"></div>
<table aria-label="Productos"><tbody>
${lines}
</tbody></table>
<div class="rule"></div>
<table><tbody>
<tr><td>Descuentos</td><td class="num">-${formatCop(quote.discountTotal)}</td></tr>
<tr><td>Subtotal</td><td class="num">${formatCop(quote.subtotal)}</td></tr>
<tr><td>IVA (${quote.taxRate}%)</td><td class="num">${formatCop(quote.tax)}</td></tr>
<tr class="total"><td>Total</td><td class="num">${formatCop(quote.total)}</td></tr>
</tbody></table>
<p class="center muted">Precios sujetos a existencia al momento de la compra.</p>
<p class="notice">${text(QUOTE_MESSAGES.printNotice)}</p>
</body></html>`;
}
