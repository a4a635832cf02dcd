import { describe, expect, it } from "vitest";
import {
  localDate,
  mondayOf,
  offsetMinutes,
  periodKeys,
  startOfLocalDate,
  wholeHourZone,
  isLocalDate,
} from "./shop-time";

describe("the shop's days", () => {
  it("puts a sale at 23:59 in Bogotá on that local day, though UTC is already the next", () => {
    expect(localDate("2025-03-11T04:59:00.000Z", "America/Bogota")).toBe("2025-03-10");
    expect(localDate("2025-03-11T05:00:00.000Z", "America/Bogota")).toBe("2025-03-11");
  });

  it("starts a local day at the zone's midnight, across a change to summer time too", () => {
    expect(startOfLocalDate("2025-03-11", "America/Bogota")).toBe("2025-03-11T05:00:00.000Z");
    expect(startOfLocalDate("2025-03-10", "America/New_York")).toBe("2025-03-10T04:00:00.000Z");
    expect(startOfLocalDate("2025-03-09", "America/New_York")).toBe("2025-03-09T05:00:00.000Z");
    expect(startOfLocalDate("2025-01-01", "Asia/Kathmandu")).toBe("2024-12-31T18:15:00.000Z");
  });

  it("knows offsets and whether they are whole hours", () => {
    expect(offsetMinutes(Date.parse("2025-06-01T00:00:00Z"), "America/Bogota")).toBe(-300);
    expect(wholeHourZone(0, 86400000 * 400, "America/Bogota")).toBe(true);
    expect(wholeHourZone(0, 86400000 * 400, "Asia/Kathmandu")).toBe(false);
  });

  it("groups by Monday weeks and by months", () => {
    expect(mondayOf("2025-03-16")).toBe("2025-03-10");
    expect(mondayOf("2025-03-10")).toBe("2025-03-10");
    expect(periodKeys("2025-01-30", "2025-03-02", "month")).toEqual(["2025-01", "2025-02", "2025-03"]);
    expect(periodKeys("2025-03-08", "2025-03-18", "week")).toEqual([
      "2025-03-03",
      "2025-03-10",
      "2025-03-17",
    ]);
    expect(periodKeys("2025-02-27", "2025-03-01", "day")).toEqual(["2025-02-27", "2025-02-28", "2025-03-01"]);
  });

  it("accepts real dates only", () => {
    expect(isLocalDate("2025-02-28")).toBe(true);
    expect(isLocalDate("2025-02-30")).toBe(false);
    expect(isLocalDate("2025-2-3")).toBe(false);
  });
});
