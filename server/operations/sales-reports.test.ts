// 'Reportes': every refusal of server/operations/sales-reports.ts (the period every report reads).
import { beforeEach, describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "../../rules/report-messages";
import { call, expectRefusal, freshStore } from "./test-support/operation-harness";

beforeEach(freshStore);

describe("sales report", () => {
  it("answers a period's figures, and the stock report", async () => {
    const report = await call("getSalesReport", "admin", { query: { from: "2026-01-01", to: "2026-01-31" } });
    expect(report.body).toMatchObject({ from: "2026-01-01", to: "2026-01-31", groupBy: "day" });
    expect((await call("getStockReport", "admin")).status).toBe(200);
  });

  it.each([
    ["a date that is not a day", { from: "2026-02-30", to: "2026-03-01" }],
    ["an end before the start", { from: "2026-03-02", to: "2026-03-01" }],
  ])("refuses %s", async (_, query) => {
    await expectRefusal(call("getSalesReport", "admin", { query }), 400, REPORT_MESSAGES.invalidPeriod);
  });

  it("refuses a period longer than 366 days", async () => {
    await expectRefusal(
      call("getSalesReport", "admin", { query: { from: "2025-01-01", to: "2026-01-02" } }),
      400,
      REPORT_MESSAGES.periodTooLong,
    );
  });
});
