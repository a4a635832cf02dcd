import { describe, expect, it } from "vitest";
import { formatCopCents, formatWholePercent } from "./performance-format";

describe("performance formats", () => {
  it("keeps the cents of an average ticket", () => {
    expect(formatCopCents(342.7).replace(/\s/g, " ")).toBe("$ 342,70");
  });

  it("rounds percentages to whole numbers", () => {
    expect(formatWholePercent((38_040 / 47_000) * 100)).toBe("81%");
    expect(formatWholePercent(105.6)).toBe("106%");
  });
});
