// PNG images of a product's barcode and QR code, drawn in the browser for download. Kept apart
// from download.ts so a screen that only downloads a file does not load the code generators.
import JsBarcode from "jsbarcode";
import { toDataURL } from "qrcode";
import { QR_ERROR_CORRECTION } from "@/lib/codes/qr-path";
import { BARCODE_OPTIONS } from "./code-images";

/** A 250 x 250 PNG of the QR code (quiet zone included). */
export async function qrPngDataUrl(value: string, side = 250): Promise<string> {
  return toDataURL(value, {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
    width: side,
    margin: 2,
    type: "image/png",
  });
}

export function barcodePngDataUrl(value: string): string {
  const canvas = document.createElement("canvas");
  JsBarcode(canvas, value, BARCODE_OPTIONS);
  return canvas.toDataURL("image/png");
}
