import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { refundParts } from "./sale-payments";

describe("refundParts: a return of a sale paid partly on account refunds the account first", () => {
  it("gives back on the account up to what the sale still charges there, the rest by the other method", () => {
    expect(refundParts(11_600, 24_800, "efectivo")).toEqual({
      accountCents: 11_600,
      restCents: 0,
      method: "credito",
    });
    expect(refundParts(23_200, 13_200, "efectivo")).toEqual({
      accountCents: 13_200,
      restCents: 10_000,
      method: "efectivo",
    });
    expect(refundParts(5_000, 0, "tarjeta")).toEqual({
      accountCents: 0,
      restCents: 5_000,
      method: "tarjeta",
    });
    // A sale whose account part was already given back (or credited) takes nothing more from it.
    expect(refundParts(5_000, -300, "efectivo").accountCents).toBe(0);
  });

  it("the parts always add up to the refund, and the account never gives back more than it charged", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: -1_000_000, max: 10_000_000 }),
        (refund, charged) => {
          const parts = refundParts(refund, charged, "efectivo");
          expect(parts.accountCents + parts.restCents).toBe(refund);
          expect(parts.accountCents).toBeGreaterThanOrEqual(0);
          expect(parts.accountCents).toBeLessThanOrEqual(Math.max(0, charged));
          // The drawer pays only when the account cannot take it all.
          expect(parts.restCents > 0).toBe(refund > Math.max(0, charged));
          expect(parts.method).toBe(parts.restCents === 0 ? "credito" : "efectivo");
        },
      ),
    );
  });
});
