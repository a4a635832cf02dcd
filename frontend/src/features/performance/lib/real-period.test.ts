import { describe, expect, it } from "vitest";
import {
  addMonths,
  clientToday,
  daysLeftInMonth,
  expectedRange,
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

  it("works out the period line's dates before the server answers", () => {
    expect(clientToday(new Date(2026, 10, 9, 23, 59))).toBe("2026-11-09");
    expect(expectedRange({ period: "month" }, "2026-11-29")).toEqual({
      from: "2026-11-01",
      to: "2026-11-29",
      previousFrom: "2026-10-03",
      previousTo: "2026-10-31",
    });
    expect(expectedRange({ period: "week" }, "2026-11-29")).toMatchObject({ from: "2026-11-23" });
    expect(expectedRange({ period: "custom", from: "2026-03-01", to: "2026-03-10" }, "2026-11-29")).toEqual({
      from: "2026-03-01",
      to: "2026-03-10",
      previousFrom: "2026-02-19",
      previousTo: "2026-02-28",
    });
  });
});
