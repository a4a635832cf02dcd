import { describe, expect, it } from "vitest";
import type { AgeingRow } from "@/lib/api/types";
import { mostOverdue, oldestBucket } from "./overdue-accounts";

const row = (customerName: string, buckets: Partial<AgeingRow>): AgeingRow => ({
  customerId: customerName.length,
  customerName,
  balanceCents: 0,
  limitCents: 0,
  enabled: true,
  current: 0,
  d1to30: 0,
  d31to60: 0,
  d61to90: 0,
  over90: 0,
  ...buckets,
});

describe("overdue customers", () => {
  it("only those owing past due, most overdue first, at most five", () => {
    const rows = [
      row("Al día", { current: 90_000 }),
      row("Taller A", { d1to30: 10_000 }),
      row("Taller B", { d31to60: 5_000, over90: 20_000 }),
      ...["C", "D", "E", "F"].map((name) => row(`Taller ${name}`, { d1to30: 1_000 })),
    ];
    const shown = mostOverdue(rows);
    expect(shown.map((r) => r.customerName)).toEqual([
      "Taller B",
      "Taller A",
      "Taller C",
      "Taller D",
      "Taller E",
    ]);
    expect(oldestBucket(shown[0]!)).toBe("más de 90 días");
    expect(oldestBucket(shown[1]!)).toBe("1–30 días");
  });
});
