import { describe, expect, it } from "vitest";
import {
  addMonths,
  daysLeftInMonth,
  longMonth,
  monthRange,
  performanceQuery,
  shortMonth,
} from "./real-period";

describe("the period selector with the mode on", () => {
  it("asks the server for the selected period", () => {
    expect(performanceQuery("today", "", "")).toEqual({ period: "today" });
    expect(performanceQuery("current-week", "", "")).toEqual({ period: "week" });
    expect(performanceQuery("current-quarter", "", "")).toEqual({ period: "quarter" });
    expect(performanceQuery("current-year", "", "")).toEqual({ period: "year" });
  });

  it("asks for a custom period only once both dates are there and in order", () => {
    expect(performanceQuery("custom", "2025-04-01", "2025-04-30")).toEqual({
      period: "custom",
      from: "2025-04-01",
      to: "2025-04-30",
    });
    expect(performanceQuery("custom", "2025-04-01", "")).toBeNull();
    expect(performanceQuery("custom", "2025-05-01", "2025-04-30")).toBeNull();
  });

  it("names, steps and bounds months", () => {
    expect(shortMonth("2025-04")).toBe("Abr");
    expect(shortMonth("2025-12", true)).toBe("Dic 2025");
    expect(longMonth("2026-01")).toBe("Enero 2026");
    expect(addMonths("2025-12", 1)).toBe("2026-01");
    expect(addMonths("2026-01", -2)).toBe("2025-11");
    expect(monthRange("2024-02")).toEqual({ from: "2024-02-01", to: "2024-02-29" });
    expect(daysLeftInMonth("2025-04-10")).toBe(20);
    expect(daysLeftInMonth("2025-04-30")).toBe(0);
  });
});
