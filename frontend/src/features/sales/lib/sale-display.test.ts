import { describe, expect, it } from "vitest";
import { formatSaleDate, refundedBy, saleNumber } from "./sale-display";

describe("sale display", () => {
  it("shows the number with '#'", () => {
    expect(saleNumber(1007)).toBe("#1007");
  });

  it("shows the local date and time as dd/MM/yyyy HH:mm", () => {
    const local = new Date(2025, 3, 9, 7, 5);
    expect(formatSaleDate(local.toISOString())).toBe("09/04/2025 07:05");
    expect(formatSaleDate("not a date")).toBe("");
  });
});

describe("refundedBy", () => {
  it("is the money this return gave back, not what earlier returns did", () => {
    expect(refundedBy({ returnedTotal: 249.4 }, { returnedTotal: 498.8 })).toBe(249.4);
    expect(refundedBy({ returnedTotal: 0 }, { returnedTotal: 215 })).toBe(215);
  });
});
