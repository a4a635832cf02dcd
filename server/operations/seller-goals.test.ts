// Sellers' goals and performance: every refusal of server/operations/seller-goals.ts and
// server/operations/seller-performance.ts.
import { beforeEach, describe, expect, it } from "vitest";
import { REPORT_MESSAGES } from "../../rules/report-messages";
import { SEEDED, call, expectRefusal, freshStore } from "./test-support/operation-harness";

beforeEach(freshStore);

describe("seller goals", () => {
  it("saves goals and lists only a seller's own to a seller", async () => {
    const goals = [
      { userId: SEEDED.vendedor, amountCents: 100_000, units: 10 },
      { userId: SEEDED.vendedor2, amountCents: 50_000, units: 5 },
    ];
    expect((await call("saveSellerGoals", "admin", { body: { month: "2026-03", goals } })).body).toHaveLength(
      2,
    );
    const own = await call("listSellerGoals", "vendedor", { query: { from: "2026-03", to: "2026-03" } });
    expect(own.body.map((goal) => goal.userId)).toEqual([SEEDED.vendedor]);
  });

  it("refuses a period that ends before it starts", async () => {
    await expectRefusal(
      call("listSellerGoals", "admin", { query: { from: "2026-03", to: "2026-02" } }),
      400,
      REPORT_MESSAGES.invalidPeriod,
    );
  });

  it("refuses a goal for an account that does not exist", async () => {
    await expectRefusal(
      call("saveSellerGoals", "admin", {
        body: { month: "2026-03", goals: [{ userId: 999_999, amountCents: 1, units: 1 }] },
      }),
      400,
      REPORT_MESSAGES.unknownSeller,
    );
  });
});

describe("seller performance", () => {
  it("answers the month's figures", async () => {
    const answer = await call("getSellerPerformance", "vendedor", { query: { period: "month" } });
    expect(answer.status).toBe(200);
  });

  it("refuses a custom period without both dates", async () => {
    await expectRefusal(
      call("getSellerPerformance", "admin", { query: { period: "custom", from: "2026-01-01" } }),
      400,
      REPORT_MESSAGES.invalidPeriod,
    );
  });
});
