// File downloads made in the browser: SVG from an element on screen, PNG from a canvas.
import JsBarcode from "jsbarcode";
import { toDataURL } from "qrcode";
import { QR_ERROR_CORRECTION } from "@/lib/codes/qr-path";
import { BARCODE_OPTIONS } from "./code-images";

export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // The click has started the download; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadSvgElement(svg: SVGSVGElement, fileName: string): void {
  const markup = new XMLSerializer().serializeToString(svg);
  downloadBlob(
    new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${markup}`], { type: "image/svg+xml" }),
    fileName,
  );
}

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

/** File names keep only characters that are safe on every system. */
export function safeFilePart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, "_") || "producto";
}
