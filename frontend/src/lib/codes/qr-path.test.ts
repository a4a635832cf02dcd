import { create } from "qrcode";
import { describe, expect, it } from "vitest";
import { qrMatrix, qrPath } from "./qr-path";

describe("QR path", () => {
  it("draws one square per dark module, shifted by the margin", () => {
    const matrix = { size: 2, data: [1, 0, 0, 1] };
    expect(qrPath(matrix, 2)).toBe("M2 2h1v1h-1zM3 3h1v1h-1z");
  });

  it("encodes at level H: the same symbol qrcode builds for H, larger than level L's", () => {
    const text = "FRE-PA-1234-123456";
    const matrix = qrMatrix(text);
    const high = create(text, { errorCorrectionLevel: "H" }).modules;
    const low = create(text, { errorCorrectionLevel: "L" }).modules;
    expect(matrix.size).toBe(high.size);
    expect(Array.from(matrix.data)).toEqual(Array.from(high.data));
    expect(matrix.size).toBeGreaterThan(low.size);
  });

  it("has finder patterns in three corners", () => {
    const matrix = qrMatrix("MOT-PI-4321");
    const at = (row: number, col: number) => matrix.data[row * matrix.size + col];
    for (const [row, col] of [
      [0, 0],
      [0, matrix.size - 1],
      [matrix.size - 1, 0],
    ] as const)
      expect(at(row, col)).toBe(1);
  });
});
