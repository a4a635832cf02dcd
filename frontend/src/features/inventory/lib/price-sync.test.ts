import { describe, expect, it } from "vitest";
import {
  marginFromPrices,
  onCostChange,
  onMarginChange,
  onSellingChange,
  parseAmount,
  sellingFromMargin,
} from "./price-sync";

describe("price sync", () => {
  it("selling = cost × (1 + margin/100) rounded to 2 decimals", () => {
    expect(sellingFromMargin(100, 25)).toBe(125);
    expect(sellingFromMargin(33.33, 12.5)).toBe(37.5);
    expect(sellingFromMargin(1.005, 0)).toBe(1.01);
  });

  it("margin = (selling − cost)/cost × 100 rounded to 1 decimal", () => {
    expect(marginFromPrices(80, 100)).toBe(25);
    expect(marginFromPrices(30, 40)).toBe(33.3);
    expect(marginFromPrices(0, 40)).toBeNull();
  });

  it("editing the selling price moves the margin", () => {
    const next = onSellingChange(
      { costPrice: "45000", marginPercent: "40.0", sellingPrice: "63000" },
      "67500",
    );
    expect(next).toEqual({ costPrice: "45000", marginPercent: "50.0", sellingPrice: "67500" });
  });

  it("editing the margin moves the selling price", () => {
    const next = onMarginChange({ costPrice: "200", marginPercent: "", sellingPrice: "" }, "12.5");
    expect(next.sellingPrice).toBe("225.00");
  });

  it("editing the cost keeps the margin and moves the selling price", () => {
    const next = onCostChange({ costPrice: "100", marginPercent: "20.0", sellingPrice: "120.00" }, "150");
    expect(next).toEqual({ costPrice: "150", marginPercent: "20.0", sellingPrice: "180.00" });
  });

  it("editing the cost without a margin computes the margin from the selling price", () => {
    const next = onCostChange({ costPrice: "", marginPercent: "", sellingPrice: "130" }, "100");
    expect(next.marginPercent).toBe("30.0");
  });

  it("leaves fields alone while a value is unreadable or empty", () => {
    const fields = { costPrice: "100", marginPercent: "20.0", sellingPrice: "120.00" };
    expect(onSellingChange(fields, "")).toEqual({ ...fields, sellingPrice: "" });
    expect(onCostChange(fields, "abc").sellingPrice).toBe("120.00");
  });

  it("reads a decimal comma", () => {
    expect(parseAmount("12,5")).toBe(12.5);
    expect(parseAmount(" ")).toBeNull();
  });
});
