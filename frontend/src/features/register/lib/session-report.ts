// The X report (an open session so far) and the Z report (a closed one) as one HTML document for the
// print window, on an 80 mm roll or an A4 sheet: the shop, the register and seller, sales and their numbers, each
// method's expected (counted and difference once closed), the drawer's cash and the movements.
import { formatForeignCents } from "@rules/currencies";
import { escapeXml } from "@/lib/escape-xml";
import type { RegisterSession } from "@/lib/api/types";
import { formatDateTime } from "@/lib/format";
import { printInNewWindow } from "@/lib/print-window";
import { differenceLabel, methodLabel, money, MOVEMENT_LABELS } from "./register-view";

export type ReportPaper = "80mm" | "a4";

export const REPORT_PAPER_LABELS: Record<ReportPaper, string> = {
  "80mm": "Rollo de 80 mm",
  a4: "Hoja A4",
};

const PAGE: Record<ReportPaper, string> = {
  "80mm": "@page { size: 80mm auto; margin: 3mm; } body { width: 74mm; font-size: 9pt; }",
  a4: "@page { size: A4; margin: 15mm; } body { width: 120mm; font-size: 11pt; }",
};

const STYLE = `
  body { font-family: "DejaVu Sans Mono", "Courier New", monospace; margin: 0; color: #000; }
  h1 { font-size: 1.2em; text-align: center; margin: 0 0 1mm; }
  table { width: 100%; border-collapse: collapse; margin: 2mm 0; }
  th, td { text-align: left; padding: 0.4mm 0; }
  .num { text-align: right; white-space: nowrap; }
  .rule { border-top: 1px dashed #000; margin: 2mm 0; }
`;

const row = (label: string, value: string) =>
  `<tr><th>${escapeXml(label)}</th><td class="num">${escapeXml(value)}</td></tr>`;

export function sessionReportHtml(
  session: RegisterSession,
  shopName: string,
  paper: ReportPaper = "80mm",
): string {
  const closed = session.status === "closed";
  const title = closed ? "Informe Z (cierre de caja)" : "Informe X (caja abierta)";
  const methods = session.methods
    .map((m) =>
      closed
        ? row(`${methodLabel(m.method)} esperado`, money(m.expectedCents)) +
          row("  contado", money(m.countedCents ?? 0)) +
          row("  diferencia", differenceLabel(m.differenceCents))
        : row(methodLabel(m.method), money(m.expectedCents)),
    )
    .join("");
  const currencies = session.currencies
    .map((c) => {
      const cash = (cents: number) => formatForeignCents(cents, c.currency);
      return closed
        ? row(`Efectivo en ${c.currency} esperado`, cash(c.expectedCents)) +
            row("  contado", cash(c.countedCents ?? 0)) +
            row("  diferencia", differenceLabel(c.differenceCents, cash))
        : row(`Efectivo en ${c.currency}`, cash(c.expectedCents));
    })
    .join("");
  const movements = session.movements
    .map((m) => row(`${MOVEMENT_LABELS[m.kind]}: ${m.reason}`, money(m.amountCents)))
    .join("");
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeXml(title)}</title>
<style>${PAGE[paper]}${STYLE}</style></head><body>
<h1>${escapeXml(shopName || "Caja")}</h1>
<p>${escapeXml(title)}<br>${escapeXml(session.register.name)} · ${escapeXml(session.openedBy.name)}<br>
Apertura: ${escapeXml(formatDateTime(session.openedAt))}${
    session.closedAt ? `<br>Cierre: ${escapeXml(formatDateTime(session.closedAt))}` : ""
  }</p>
<div class="rule"></div>
<table>${row("Ventas", String(session.salesCount))}${
    session.firstSaleId !== null ? row("Números", `#${session.firstSaleId} – #${session.lastSaleId}`) : ""
  }${methods}${currencies}</table>
<div class="rule"></div>
<table>${row("Fondo inicial", money(session.cash.floatCents))}${row("Ventas en efectivo", money(session.cash.salesCents))}${
    session.cash.foreignChangeCents > 0
      ? row("Vuelto de pagos en otra moneda", money(-session.cash.foreignChangeCents))
      : ""
  }${row(
    "Entradas",
    money(session.cash.inCents),
  )}${row("Salidas", money(session.cash.outCents))}${row("Devoluciones", money(session.cash.refundsCents))}${row(
    "Efectivo esperado",
    money(session.cash.expectedCents),
  )}</table>
${movements ? `<div class="rule"></div><table>${movements}</table>` : ""}
${session.note ? `<div class="rule"></div><p>Nota: ${escapeXml(session.note)}</p>` : ""}
</body></html>`;
}

export function printSessionReport(
  session: RegisterSession,
  shopName: string,
  paper: ReportPaper = "80mm",
): boolean {
  return printInNewWindow(sessionReportHtml(session, shopName, paper));
}
