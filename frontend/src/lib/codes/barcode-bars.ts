// Code 128 drawn locally: JsBarcode encodes into a plain object (its "object renderer"), and the
// bars become one SVG path here. No DOM is needed, so thousands of labels are drawn as strings.
import JsBarcode from "jsbarcode";

/** Quiet zone on each side, in modules (Code 128 asks for at least 10). */
export const BARCODE_QUIET_MODULES = 10;

export interface BarcodeBars {
  /** Width of the symbol including both quiet zones, in modules. */
  modules: number;
  /** Bars as "M x 0 h w v 1 h -w z" rectangles of height 1 (scaled by the SVG). */
  path: string;
}

/** The bits of the Code 128 symbol of `value` ("1" = dark module); throws when it cannot be encoded. */
export function code128Bits(value: string): string {
  const target: { encodings?: { data: string }[] } = {};
  let valid = true;
  JsBarcode(target, value, { format: "CODE128", valid: (ok: boolean) => (valid = ok) });
  if (!valid || !target.encodings) throw new Error(`Cannot encode ${value} as Code 128`);
  return target.encodings.map((encoding) => encoding.data).join("");
}

/** One rectangle per run of dark modules. */
export function barsFromBits(bits: string, quiet = BARCODE_QUIET_MODULES): BarcodeBars {
  const parts: string[] = [];
  let index = 0;
  while (index < bits.length) {
    if (bits[index] === "1") {
      let end = index;
      while (bits[end] === "1") end++;
      const width = end - index;
      parts.push(`M${index + quiet} 0h${width}v1h-${width}z`);
      index = end;
    } else index++;
  }
  return { modules: bits.length + quiet * 2, path: parts.join("") };
}

export function code128Bars(value: string): BarcodeBars {
  return barsFromBits(code128Bits(value));
}
