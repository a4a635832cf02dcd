// QR codes are drawn locally (DESIGN.md): the module matrix from `qrcode` (level H) becomes one SVG
// path, so the code stays sharp at any size and prints without an outside image service.
import { create } from "qrcode";

export const QR_ERROR_CORRECTION = "H" as const;
/** Quiet zone around the symbol, in modules. */
export const QR_MARGIN = 2;

export interface QrMatrix {
  size: number;
  data: ArrayLike<number>;
}

export function qrMatrix(text: string): QrMatrix {
  return create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules;
}

/** One "M x y h1 v1 h-1 z" square per dark module, offset by the margin. */
export function qrPath(matrix: QrMatrix, margin = QR_MARGIN): string {
  const parts: string[] = [];
  for (let row = 0; row < matrix.size; row++) {
    for (let col = 0; col < matrix.size; col++) {
      if (matrix.data[row * matrix.size + col]) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return parts.join("");
}
