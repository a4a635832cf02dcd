import { describe, expect, it } from "vitest";
import { quoteIdOf, quoteNumber, quoteState, quoteValidUntil } from "./quotes";

describe("quotes", () => {
  it("numbers a quote and reads the number back in any spelling", () => {
    expect(quoteNumber(12)).toBe("COT-000012");
    expect(quoteIdOf("COT-000012")).toBe(12);
    expect(quoteIdOf("cot 12")).toBe(12);
    expect(quoteIdOf("12")).toBe(12);
    expect(quoteIdOf("Pérez")).toBeNull();
  });

  it("is valid for its days, then expired; converted whatever the date", () => {
    const validUntil = quoteValidUntil("2026-01-01T10:00:00.000Z", 15);
    expect(validUntil).toBe("2026-01-16T10:00:00.000Z");
    expect(quoteState({ saleId: null, validUntil }, "2026-01-16T09:59:59.999Z")).toBe("vigente");
    expect(quoteState({ saleId: null, validUntil }, "2026-01-16T10:00:00.000Z")).toBe("vencida");
    expect(quoteState({ saleId: 4, validUntil }, "2026-02-01T00:00:00.000Z")).toBe("convertida");
  });
});
