import { describe, expect, it } from "vitest";
import { formatCopCompact, formatCount, formatShare } from "./chart-format";

describe("chart formats", () => {
  it("shortens COP amounts for axes", () => {
    expect(formatCopCompact(12_500_000)).toBe("$ 12,5 M");
    expect(formatCopCompact(850_000)).toBe("$ 850 mil");
    expect(formatCopCompact(38_040)).toBe("$ 38 mil");
    expect(formatCopCompact(420)).toBe("$ 420");
    expect(formatCopCompact(-2_500)).toBe("-$ 2,5 mil");
  });

  it("formats counts and shares the Colombian way", () => {
    expect(formatCount(1250)).toBe("1.250");
    expect(formatShare(25, 200)).toBe("12,5%");
    expect(formatShare(5, 0)).toBe("0%");
  });
});
