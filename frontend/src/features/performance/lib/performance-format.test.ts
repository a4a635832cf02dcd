import { describe, expect, it } from "vitest";
import { formatWholePercent } from "./performance-format";

describe("performance formats", () => {
  it("rounds percentages to whole numbers", () => {
    expect(formatWholePercent((38_040 / 47_000) * 100)).toBe("81%");
    expect(formatWholePercent(105.6)).toBe("106%");
  });
});
