import { describe, expect, it } from "vitest";
import { defaultGroupBy, isoDate, salesReportQuery, seriesLabel } from "./real-report-query";

const TODAY = new Date(2025, 3, 19);

describe("the recorded-sales report query", () => {
  it("asks for the period switch's range as local dates, with only the filters chosen", () => {
    expect(salesReportQuery("week", TODAY, "day", { sellerId: 3, brandId: undefined })).toEqual({
      from: "2025-04-12",
      to: "2025-04-19",
      groupBy: "day",
      sellerId: 3,
    });
    expect(salesReportQuery("day", TODAY, "day", {})).toMatchObject({ from: "2025-04-19", to: "2025-04-19" });
    // 365 days back and today: within the server's 366-day limit.
    expect(salesReportQuery("year", TODAY, "month", {})).toMatchObject({ from: "2024-04-19" });
  });

  it("groups a year by month and shorter periods by day", () => {
    expect(defaultGroupBy("year")).toBe("month");
    expect(defaultGroupBy("month")).toBe("day");
  });

  it("labels days and months in Spanish", () => {
    expect(seriesLabel("2025-04-07", "week")).toBe("07/04");
    expect(seriesLabel("2025-04", "month")).toBe("Abr 2025");
    expect(isoDate(new Date(2025, 0, 5))).toBe("2025-01-05");
  });
});
