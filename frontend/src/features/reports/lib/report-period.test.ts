import { describe, expect, it } from "vitest";
import { periodRange, REPORT_PERIODS } from "./report-period";

const TODAY = new Date(2025, 3, 19, 15, 30);

describe("report period range labels", () => {
  it("offers day, week, month and year", () => {
    expect(REPORT_PERIODS.map((p) => p.label)).toEqual(["Día", "Semana", "Mes", "Año"]);
  });

  it("labels today alone", () => {
    expect(periodRange("day", TODAY).label).toBe("Hoy (19/04/2025)");
  });

  it("goes back 7, 30 and 365 days", () => {
    expect(periodRange("week", TODAY).label).toBe("Últimos 7 días (12/04/2025 - 19/04/2025)");
    expect(periodRange("month", TODAY).label).toBe("Últimos 30 días (20/03/2025 - 19/04/2025)");
    expect(periodRange("year", TODAY).label).toBe("Últimos 365 días (19/04/2024 - 19/04/2025)");
  });

  it("crosses month and year ends", () => {
    expect(periodRange("week", new Date(2025, 0, 3)).label).toBe("Últimos 7 días (27/12/2024 - 03/01/2025)");
  });
});
