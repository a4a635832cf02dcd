import { describe, expect, it } from "vitest";
import { BARCODE_QUIET_MODULES, barsFromBits, code128Bits } from "./barcode-bars";
import { codeSvg } from "./code-svg";

describe("Code 128 bars", () => {
  it("encodes a SKU into start, data, check and stop symbols", () => {
    const bits = code128Bits("FRE-PA-2785");
    // Start B (11010010000) ... stop (1100011101011).
    expect(bits.startsWith("11010010000")).toBe(true);
    expect(bits.endsWith("1100011101011")).toBe(true);
    expect(bits.length % 11).toBe(2); // 11 modules per symbol plus the 13-module stop.
  });

  it("draws one rectangle per run of dark modules, after the quiet zone", () => {
    const bars = barsFromBits("1101");
    expect(bars.path).toBe(`M${BARCODE_QUIET_MODULES} 0h2v1h-2zM${BARCODE_QUIET_MODULES + 3} 0h1v1h-1z`);
    expect(bars.modules).toBe(4 + 2 * BARCODE_QUIET_MODULES);
  });
});

describe("codeSvg", () => {
  it("draws a QR code and a barcode as SVG markup, escaping the value", () => {
    expect(codeSvg("qr", "A&B")).toMatch(/^<svg .*aria-label="Código QR de A&amp;B".*<path d="M/);
    expect(codeSvg("barcode", "ABC-1")).toContain('preserveAspectRatio="none"');
  });

  it("draws nothing for an empty value or one Code 128 cannot carry", () => {
    expect(codeSvg("qr", "")).toBe("");
    expect(codeSvg("barcode", "ñandú")).toBe("");
  });
});
