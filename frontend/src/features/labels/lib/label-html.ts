// The label and the label sheet as HTML strings. The print window receives one document built
// here, and the on-screen preview shows the same label markup, so what is seen is what prints.
// Strings rather than React: 500 labels are joined in a few milliseconds.
import { codeSvg } from "@/lib/codes/code-svg";
import { escapeXml } from "@/lib/escape-xml";
import { formatDollar } from "@/lib/format";
import type { PrintSettings } from "./print-settings";
import type { SheetLayout } from "./sheet-layout";

export interface LabelProduct {
  id: number;
  name: string;
  sku: string;
  barcode: string | null;
  sellingPrice: number;
  stock: number;
  /** The 'Compatibilidad' line (lib/compatibility.ts); printed when the option is on. */
  compatibility?: string | null;
}

export type LabelLook = Pick<
  PrintSettings,
  | "labelType"
  | "showName"
  | "showSku"
  | "showPrice"
  | "showCompatibility"
  | "background"
  | "foreground"
  | "borderStyle"
  | "borderWidth"
>;

/** What the code carries: the product's barcode, else its SKU (as in the product's codes dialog). */
export function codeValue(product: Pick<LabelProduct, "barcode" | "sku">): string {
  return product.barcode?.trim() || product.sku;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Text size follows the label height: readable on a 25 mm roll label, not huge on a 4" x 6" one. */
export function labelFontPt(labelHeightMm: number): number {
  return round(Math.max(5, Math.min(16, labelHeightMm * 0.2)));
}

/** CSS of one label look, under `scope` (".labels-sheet" in the print window, a class in previews). */
export function labelCss(scope: string, look: LabelLook, widthMm: number, heightMm: number): string {
  const font = labelFontPt(heightMm);
  const pad = round(Math.min(3, heightMm * 0.06));
  const border =
    look.borderStyle === "none" ? "none" : `${look.borderWidth}px ${look.borderStyle} ${look.foreground}`;
  const qr = look.labelType === "qr";
  return [
    `${scope} .lbl{box-sizing:border-box;width:${round(widthMm)}mm;height:${round(heightMm)}mm;overflow:hidden;`,
    `display:flex;flex-direction:${qr ? "row" : "column"};align-items:center;gap:${pad}mm;padding:${pad}mm;`,
    `background:${look.background};color:${look.foreground};border:${border};`,
    `font-family:Arial,Helvetica,sans-serif;font-size:${font}pt;line-height:1.2;`,
    `-webkit-print-color-adjust:exact;print-color-adjust:exact}`,
    qr
      ? `${scope} .lbl-code{height:100%;aspect-ratio:1;flex:0 0 auto;max-width:55%}`
      : `${scope} .lbl-code{width:100%;flex:1 1 0;min-height:0}`,
    `${scope} .lbl-code svg{display:block;width:100%;height:100%}`,
    `${scope} .lbl-text{display:flex;flex-direction:column;gap:0.4mm;min-width:0;${qr ? "flex:1 1 0" : "width:100%;text-align:center"}}`,
    `${scope} .lbl-name{font-weight:700;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;word-break:break-word}`,
    `${scope} .lbl-sku{font-family:"Courier New",monospace;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}`,
    `${scope} .lbl-price{font-weight:700;font-size:1.15em;white-space:nowrap}`,
    `${scope} .lbl-fit{font-size:0.8em;overflow:hidden;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;word-break:break-word}`,
  ].join("");
}

/** One label. Text is escaped; the code is SVG drawn locally. */
export function labelHtml(product: LabelProduct, look: LabelLook): string {
  const code = codeSvg(look.labelType, codeValue(product), "#000000");
  const lines: string[] = [];
  if (look.showName) lines.push(`<div class="lbl-name">${escapeXml(product.name)}</div>`);
  if (look.showSku) lines.push(`<div class="lbl-sku">SKU: ${escapeXml(product.sku)}</div>`);
  if (look.showPrice) lines.push(`<div class="lbl-price">${formatDollar(product.sellingPrice)}</div>`);
  if (look.showCompatibility && product.compatibility)
    lines.push(`<div class="lbl-fit">${escapeXml(product.compatibility)}</div>`);
  const text = lines.length > 0 ? `<div class="lbl-text">${lines.join("")}</div>` : "";
  return `<div class="lbl" data-product-id="${product.id}"><div class="lbl-code">${code}</div>${text}</div>`;
}

function sheetCss(layout: SheetLayout, look: LabelLook): string {
  const w = round(layout.pageWidthMm);
  const h = round(layout.pageHeightMm);
  return [
    `@page{size:${w}mm ${h}mm;margin:0}`,
    `html,body{margin:0;padding:0}`,
    `body{-webkit-print-color-adjust:exact;print-color-adjust:exact}`,
    // A hair under the page height, so rounding never pushes a blank page between sheets.
    `.sheet{box-sizing:border-box;width:${w}mm;height:${round(h - 0.2)}mm;overflow:hidden;`,
    `padding:${round(layout.marginTopMm)}mm 0 0 ${round(layout.marginLeftMm)}mm;display:grid;`,
    `grid-template-columns:repeat(${layout.columns},${round(layout.labelWidthMm)}mm);`,
    `grid-auto-rows:${round(layout.labelHeightMm)}mm;column-gap:${round(layout.gapXMm)}mm;`,
    `row-gap:${round(layout.gapYMm)}mm;align-content:start;break-after:page;page-break-after:always}`,
    `.sheet:last-child{break-after:auto;page-break-after:auto}`,
    `@media screen{body{background:#e5e8eb}.sheet{background:#fff;margin:8px auto;box-shadow:0 1px 4px rgba(0,0,0,.3)}}`,
    labelCss(".sheet", look, layout.labelWidthMm, layout.labelHeightMm),
  ].join("");
}

/** The whole print document: one `.sheet` per page, null slots left blank (used positions). */
export function sheetDocument(
  sheets: readonly (readonly (LabelProduct | null)[])[],
  layout: SheetLayout,
  look: LabelLook,
): string {
  const body = sheets
    .map(
      (slots) =>
        `<section class="sheet">${slots
          .map((product) => (product ? labelHtml(product, look) : `<div class="slot-empty"></div>`))
          .join("")}</section>`,
    )
    .join("");
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Etiquetas</title>` +
    `<style>${sheetCss(layout, look)}</style></head><body>${body}</body></html>`
  );
}
