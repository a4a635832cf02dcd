// For any mix of sales paid in split payments, cash refunds and movements: the payment rows of a sale
// sum exactly to its total, and a session's expected cash is float + in − out + cash payments − cash
// refunds, to the cent, with the change already out of the drawer (tendered − change).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { paymentsSumMessage } from "./register-messages";
import { abonoInDrawer, cashFigures, closingNeedsNote, methodFigures } from "./register-figures";
import { checkedPayments, primaryMethod, type PaymentRow } from "./sale-payments";
import { PAYMENT_METHODS } from "./shop-settings";

const cents = fc.integer({ min: 1, max: 50_000_000 });

/** A total split into 1-4 positive parts with random methods; cash parts with some money handed over. */
const splitSale = fc
  .tuple(cents, fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 4 }))
  .chain(([total, weights]) => {
    const parts = weights.length > total ? [total] : splitBy(total, weights);
    return fc.tuple(
      fc.constant(total),
      fc.tuple(
        ...parts.map((amount) =>
          fc.record({
            method: fc.constantFrom(...PAYMENT_METHODS),
            amountCents: fc.constant(amount),
            extra: fc.integer({ min: 0, max: 100_000 }),
          }),
        ),
      ),
    );
  });

function splitBy(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  parts[0]! += total - parts.reduce((a, b) => a + b, 0);
  return parts.filter((p) => p > 0);
}

describe("split payments and expected cash", () => {
  it("the rows of a sale always sum to its total; anything else is refused in Spanish", () => {
    fc.assert(
      fc.property(splitSale, fc.integer({ min: -1000, max: 1000 }), ([total, parts], drift) => {
        const inputs = parts.map((p) => ({
          method: p.method,
          amountCents: p.amountCents,
          ...(p.method === "efectivo" ? { tenderedCents: p.amountCents + p.extra } : {}),
        }));
        const verdict = checkedPayments(inputs, total, PAYMENT_METHODS);
        if (!("rows" in verdict)) throw new Error(verdict.refusal);
        expect(verdict.rows.reduce((s, r) => s + r.amountCents, 0)).toBe(total);
        for (const row of verdict.rows)
          if (row.method === "efectivo") expect(row.tenderedCents! - row.changeCents!).toBe(row.amountCents);
        expect(PAYMENT_METHODS).toContain(primaryMethod(verdict.rows));
        if (drift !== 0 && total + drift > 0) {
          const off = checkedPayments(
            [{ method: "tarjeta", amountCents: total + drift }],
            total,
            PAYMENT_METHODS,
          );
          expect(off).toEqual({ refusal: paymentsSumMessage(total + drift, total) });
        }
      }),
    );
  });

  it("expected cash = float + in − out + cash payments − cash refunds, for any mix", () => {
    const movement = fc.record({ kind: fc.constantFrom("in" as const, "out" as const), amountCents: cents });
    const refund = fc.record({ method: fc.constantFrom(...PAYMENT_METHODS), amountCents: cents });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(splitSale, { maxLength: 8 }),
        fc.array(refund, { maxLength: 4 }),
        fc.array(movement, { maxLength: 6 }),
        (floatCents, sales, refunds, movements) => {
          const payments: PaymentRow[] = sales.flatMap(([total, parts]) => {
            const verdict = checkedPayments(
              parts.map((p) => ({
                method: p.method,
                amountCents: p.amountCents,
                ...(p.method === "efectivo" ? { tenderedCents: p.amountCents + p.extra } : {}),
              })),
              total,
              PAYMENT_METHODS,
            );
            return "rows" in verdict ? verdict.rows : [];
          });
          const ledger = { floatCents, payments, refunds, movements, counted: null };
          // Counted independently: the drawer's cash in and out, one event at a time.
          let drawer = floatCents;
          for (const p of payments) if (p.method === "efectivo") drawer += p.tenderedCents! - p.changeCents!;
          for (const r of refunds) if (r.method === "efectivo") drawer -= r.amountCents;
          for (const m of movements) drawer += m.kind === "in" ? m.amountCents : -m.amountCents;
          expect(cashFigures(ledger).expectedCents).toBe(drawer);
          const byMethod = methodFigures(ledger);
          expect(byMethod.find((f) => f.method === "efectivo")!.expectedCents).toBe(drawer);
          const paidTotal = sales.reduce((s, [total]) => s + total, 0);
          expect(byMethod.reduce((s, f) => s + f.paymentsCents, 0)).toBe(paidTotal);
          expect(byMethod.every((f) => f.countedCents === null && f.differenceCents === null)).toBe(true);
        },
      ),
    );
  });

  it("a closing's difference is counted − expected; beyond the threshold it needs a note", () => {
    const ledger = {
      floatCents: 10_000,
      payments: [{ method: "tarjeta", amountCents: 5_000, tenderedCents: null, changeCents: null }],
      refunds: [],
      movements: [],
      counted: { efectivo: 9_500 },
    };
    const figures = methodFigures(ledger);
    expect(figures.map((f) => [f.method, f.expectedCents, f.countedCents, f.differenceCents])).toEqual([
      ["efectivo", 10_000, 9_500, -500],
      ["tarjeta", 5_000, 5_000, 0],
      ["transferencia", 0, 0, 0],
    ]);
    expect(closingNeedsNote(figures, 500)).toBe(false);
    expect(closingNeedsNote(figures, 499)).toBe(true);
  });
});

describe("a cash abono in its session's drawer", () => {
  it("counts until voided while the session is open, and for good once it closed before the void", () => {
    const closedAt = "2026-11-29T18:00:00.000Z";
    expect(abonoInDrawer(null, null)).toBe(true);
    expect(abonoInDrawer(null, closedAt)).toBe(true);
    expect(abonoInDrawer("2026-11-29T12:00:00.000Z", null)).toBe(false);
    expect(abonoInDrawer("2026-11-29T12:00:00.000Z", closedAt)).toBe(false);
    expect(abonoInDrawer("2026-11-30T09:00:00.000Z", closedAt)).toBe(true);
  });
});
