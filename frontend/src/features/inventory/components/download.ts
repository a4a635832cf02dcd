// File downloads made in the browser: a blob, a URL, or the SVG of an element on screen.

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

/** File names keep only characters that are safe on every system. */
export function safeFilePart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, "_") || "producto";
}
