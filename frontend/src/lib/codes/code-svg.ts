// SVG markup of the QR code and the Code 128 barcode of a value, as strings: the label sheet is
// written into its print window as HTML, and the same strings feed the on-screen preview. Drawings
// are cached by value, so 50 copies of a product cost one drawing.
import { escapeXml } from "../escape-xml";
import { code128Bars } from "./barcode-bars";
import { QR_MARGIN, qrMatrix, qrPath } from "./qr-path";

export type CodeKind = "qr" | "barcode";

const cache = new Map<string, string>();
const CACHE_LIMIT = 5000;

function qrMarkup(value: string, color: string): string {
  const matrix = qrMatrix(value);
  const side = matrix.size + QR_MARGIN * 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges"` +
    ` role="img" aria-label="Código QR de ${escapeXml(value)}" class="code code-qr">` +
    `<rect width="${side}" height="${side}" fill="#ffffff"/><path d="${qrPath(matrix)}" fill="${escapeXml(color)}"/></svg>`
  );
}

function barcodeMarkup(value: string, color: string): string {
  const bars = code128Bars(value);
  // preserveAspectRatio="none": the symbol stretches to the box the label gives it; bar widths keep
  // their ratios, which is what a scanner reads.
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${bars.modules} 1" preserveAspectRatio="none"` +
    ` shape-rendering="crispEdges" role="img" aria-label="Código de barras de ${escapeXml(value)}" class="code code-barcode">` +
    `<rect width="${bars.modules}" height="1" fill="#ffffff"/><path d="${bars.path}" fill="${escapeXml(color)}"/></svg>`
  );
}

/** The code as SVG markup, or "" when the value is empty or cannot be encoded. */
export function codeSvg(kind: CodeKind, value: string, color = "#000000"): string {
  if (!value) return "";
  const key = `${kind}\u0000${color}\u0000${value}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let markup = "";
  try {
    markup = kind === "qr" ? qrMarkup(value, color) : barcodeMarkup(value, color);
  } catch {
    markup = ""; // Too long for a QR code, or characters Code 128 cannot carry.
  }
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, markup);
  return markup;
}
