import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CREDIT_MESSAGES } from "./credit-messages";
import {
  ageing,
  ageingBucket,
  allocatePayment,
  creditRefusal,
  creditSaleStatus,
  dueDateOf,
  openCents,
  type CreditSale,
} from "./customer-credit";

const saleArb = fc.record({
  saleId: fc.integer({ min: 1, max: 10_000 }),
  createdAt: fc
    .integer({ min: Date.parse("2025-01-01"), max: Date.parse("2025-12-31") })
    .map((t) => new Date(t).toISOString()),
  dueDate: fc.constant("2025-06-01"),
  chargedCents: fc.integer({ min: 0, max: 1_000_000 }),
  paidCents: fc.integer({ min: 0, max: 1_000_000 }),
});
const salesArb = fc.uniqueArray(saleArb, { selector: (s) => s.saleId, maxLength: 12 });

describe("allocatePayment", () => {
  it("never allocates more than a sale owes nor more than was paid; the rest stays in favour", () => {
    fc.assert(
      fc.property(salesArb, fc.integer({ min: 1, max: 5_000_000 }), (sales, amount) => {
        const verdict = allocatePayment(sales, amount);
        if ("refusal" in verdict) throw new Error(verdict.refusal);
        const allocated = verdict.allocations.reduce((sum, a) => sum + a.amountCents, 0);
        expect(allocated + verdict.unallocatedCents).toBe(amount);
        for (const a of verdict.allocations) {
          const sale = sales.find((s) => s.saleId === a.saleId)!;
          expect(a.amountCents).toBeGreaterThan(0);
          expect(a.amountCents).toBeLessThanOrEqual(openCents(sale));
        }
        const owed = sales.reduce((sum, s) => sum + openCents(s), 0);
        expect(verdict.unallocatedCents).toBe(Math.max(0, amount - owed));
      }),
    );
  });

  it("settles the oldest open sale completely before touching a newer one", () => {
    fc.assert(
      fc.property(salesArb, fc.integer({ min: 1, max: 5_000_000 }), (sales, amount) => {
        const verdict = allocatePayment(sales, amount);
        if ("refusal" in verdict) throw new Error(verdict.refusal);
        const touched = verdict.allocations.map((a) => sales.find((s) => s.saleId === a.saleId)!);
        for (let i = 0; i + 1 < touched.length; i += 1) {
          expect(touched[i]!.createdAt <= touched[i + 1]!.createdAt).toBe(true);
          expect(verdict.allocations[i]!.amountCents).toBe(openCents(touched[i]!));
        }
      }),
    );
  });

  it("follows the sales the user picked, in his order, and refuses one that owes nothing", () => {
    const sales: CreditSale[] = [
      {
        saleId: 1,
        createdAt: "2025-01-01T10:00:00Z",
        dueDate: "2025-01-31",
        chargedCents: 1000,
        paidCents: 0,
      },
      {
        saleId: 2,
        createdAt: "2025-02-01T10:00:00Z",
        dueDate: "2025-03-03",
        chargedCents: 500,
        paidCents: 0,
      },
      {
        saleId: 3,
        createdAt: "2025-03-01T10:00:00Z",
        dueDate: "2025-03-31",
        chargedCents: 500,
        paidCents: 500,
      },
    ];
    expect(allocatePayment(sales, 700, [2])).toEqual({
      allocations: [{ saleId: 2, amountCents: 500 }],
      unallocatedCents: 200,
    });
    expect(allocatePayment(sales, 1200)).toEqual({
      allocations: [
        { saleId: 1, amountCents: 1000 },
        { saleId: 2, amountCents: 200 },
      ],
      unallocatedCents: 0,
    });
    expect(allocatePayment(sales, 100, [3])).toEqual({ refusal: CREDIT_MESSAGES.pickedSaleNotOpen });
    expect(allocatePayment(sales, 100, [1, 1])).toEqual({ refusal: CREDIT_MESSAGES.pickedSaleRepeated });
  });
});

describe("status, due dates and ageing", () => {
  it("names a sale open, partly paid or paid", () => {
    const base = { saleId: 1, createdAt: "2025-01-01T00:00:00Z", dueDate: "2025-01-31" };
    expect(creditSaleStatus({ ...base, chargedCents: 100, paidCents: 0 })).toBe("open");
    expect(creditSaleStatus({ ...base, chargedCents: 100, paidCents: 40 })).toBe("partial");
    expect(creditSaleStatus({ ...base, chargedCents: 100, paidCents: 100 })).toBe("paid");
  });

  it("adds the terms to the sale's day", () => {
    expect(dueDateOf("2025-01-20T23:59:00.000Z", 30)).toBe("2025-02-19");
    expect(dueDateOf("2024-02-28T10:00:00.000Z", 1)).toBe("2024-02-29");
  });

  it("puts each day late in its bucket at the edges", () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91].map(ageingBucket)).toEqual([
      "current",
      "d1to30",
      "d1to30",
      "d31to60",
      "d31to60",
      "d61to90",
      "d61to90",
      "over90",
    ]);
  });

  it("buckets sum to the balance whenever the customer owes, a credit in favour taken off the oldest", () => {
    fc.assert(
      fc.property(salesArb, fc.integer({ min: -100_000, max: 500_000 }), (raw, credit) => {
        const sales = raw.map((s) => ({ ...s, dueDate: s.createdAt.slice(0, 10) }));
        const owed = sales.reduce((sum, s) => sum + openCents(s), 0);
        const balance = Math.min(owed, Math.max(0, owed - Math.abs(credit)));
        const figures = ageing(sales, balance, "2026-01-01");
        const total = figures.current + figures.d1to30 + figures.d31to60 + figures.d61to90 + figures.over90;
        expect(total).toBe(balance);
        expect(figures.overdueCents).toBe(total - figures.current);
      }),
    );
  });
});

describe("creditRefusal", () => {
  it("says by how much the sale passes the limit, and refuses overdue debt first", () => {
    expect(
      creditRefusal({ limitCents: 10_000, balanceCents: 6_000, overdueCents: 0, amountCents: 4_000 }),
    ).toBe(null);
    expect(
      creditRefusal({ limitCents: 10_000, balanceCents: 6_000, overdueCents: 0, amountCents: 5_050 }),
    ).toBe(
      "Cupo insuficiente: la venta supera el cupo del cliente por $\u00a010,50 (quedan $\u00a040 disponibles)",
    );
    expect(
      creditRefusal({ limitCents: 10_000, balanceCents: 6_000, overdueCents: 2_500, amountCents: 1 }),
    ).toBe(
      "Deuda vencida: el cliente tiene $\u00a025 vencidos; registre un abono antes de venderle a crédito",
    );
  });
});
