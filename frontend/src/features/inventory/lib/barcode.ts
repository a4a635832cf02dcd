// Barcode generation: the SKU, a hyphen and the last 6 digits of the current time in
// milliseconds. The codes dialog's generate button uses the SKU plus the whole timestamp.
import type { GenerationResult } from "./sku";

export const BARCODE_NEEDS_SKU = "Primero debes ingresar un SKU para generar el código de barras";

export function generateBarcode(sku: string, nowMs: number = Date.now()): GenerationResult {
  const trimmed = sku.trim();
  if (!trimmed) return { ok: false, message: BARCODE_NEEDS_SKU };
  return { ok: true, value: `${trimmed}-${String(Math.trunc(nowMs)).slice(-6).padStart(6, "0")}` };
}

/** Code of the 'Códigos del Producto' dialog: the SKU followed by the timestamp. */
export function generateProductCode(sku: string, nowMs: number = Date.now()): string {
  return `${sku.trim()}-${Math.trunc(nowMs)}`;
}
