import { describe, expect, it } from "vitest";
import { returnedToAccount } from "./returned-to-account";

describe("returnedToAccount", () => {
  it("sums the account's part of every return, to the cent", () => {
    const refund = (refundToAccount: number) => ({ refundToAccount, refundTotal: 100 });
    const returns = [refund(0.1), refund(0.2), refund(0)].map((r, id) => ({
      ...r,
      id,
      createdAt: "2026-11-25T16:00:00.000Z",
      reason: "x",
      user: null,
      lines: [],
    }));
    expect(returnedToAccount({ returns })).toBe(0.3);
    expect(returnedToAccount({ returns: [] })).toBe(0);
  });
});
