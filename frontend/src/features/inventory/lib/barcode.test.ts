import { describe, expect, it } from "vitest";
import { BARCODE_NEEDS_SKU, generateBarcode, generateProductCode } from "./barcode";

describe("barcode generation", () => {
  it("appends the last 6 digits of the timestamp to the SKU", () => {
    expect(generateBarcode("FRE-BO-1234", 1_718_000_123_456)).toEqual({
      ok: true,
      value: "FRE-BO-1234-123456",
    });
  });

  it("keeps 6 digits when the timestamp's tail starts with zeros", () => {
    expect(generateBarcode("SKU", 1_700_000_000_042)).toEqual({ ok: true, value: "SKU-000042" });
  });

  it("refuses without a SKU", () => {
    expect(generateBarcode("   ")).toEqual({ ok: false, message: BARCODE_NEEDS_SKU });
  });

  it("codes dialog: SKU plus the whole timestamp", () => {
    expect(generateProductCode("MOT-PI-4321", 1_718_000_123_456)).toBe("MOT-PI-4321-1718000123456");
  });
});
