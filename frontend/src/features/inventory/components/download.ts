// A code's SVG on screen as a file, and file names safe on every system.
import { downloadBlob } from "@/lib/downloads/download-file";

export function downloadSvgElement(svg: SVGSVGElement, fileName: string): void {
  const markup = new XMLSerializer().serializeToString(svg);
  downloadBlob(
    new Blob([`<?xml version="1.0" encoding="UTF-8"?>\n${markup}`], { type: "image/svg+xml" }),
    fileName,
  );
}

/** File names keep only characters that are safe on every system. */
export function safeFilePart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, "_") || "producto";
}
