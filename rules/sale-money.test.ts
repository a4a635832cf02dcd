import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromCents, lineMoney, returnCents, saleMoney, toCents } from "./sale-money";

const line = fc.record({
  unitPriceCents: fc.integer({ min: 0, max: 100_000_000 }),
  quantity: fc.integer({ min: 1, max: 10_000 }),
  discount: fc.integer({ min: 0, max: 100 }),
});

describe("sale money", () => {
  it("a total is the sum of its lines plus the IVA, to the cent, for any lines", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, rate) => {
          const money = saleMoney(lines, rate);
          const sumOfLines = lines.reduce((sum, l) => sum + lineMoney(l).subtotalCents, 0);
          expect(money.subtotalCents).toBe(sumOfLines);
          expect(money.totalCents).toBe(sumOfLines + money.taxCents);
          for (const figure of [money.subtotalCents, money.taxCents, money.totalCents, money.discountCents])
            expect(Number.isSafeInteger(figure)).toBe(true);
          // The discount and the subtotal of each line add up to price × quantity exactly.
          for (const [index, l] of lines.entries())
            expect(money.lines[index]!.discountCents + money.lines[index]!.subtotalCents).toBe(
              l.unitPriceCents * l.quantity,
            );
          // In the currency, the figures carry at most two decimals.
          expect(toCents(fromCents(money.totalCents))).toBe(money.totalCents);
        },
      ),
    );
  });

  it("returning every unit of a line, in any steps, gives back the whole line with its IVA", () => {
    fc.assert(
      fc.property(
        line,
        fc.integer({ min: 0, max: 100 }),
        fc.array(fc.integer({ min: 1, max: 5 })),
        (l, rate, steps) => {
          const subtotalCents = lineMoney(l).subtotalCents;
          let returned = 0;
          let given = 0;
          for (const step of steps) {
            const units = Math.min(step, l.quantity - returned);
            if (units === 0) break;
            given += returnCents(
              { quantity: l.quantity, subtotalCents, returnedBefore: returned },
              units,
              rate,
            );
            returned += units;
          }
          if (returned < l.quantity)
            given += returnCents(
              { quantity: l.quantity, subtotalCents, returnedBefore: returned },
              l.quantity - returned,
              rate,
            );
          expect(given).toBe(saleMoney([l], rate).totalCents);
        },
      ),
    );
  });

  it("rounds a line discount and the IVA half up", () => {
    expect(lineMoney({ unitPriceCents: 1050, quantity: 1, discount: 5 })).toEqual({
      grossCents: 1050,
      discountCents: 53,
      subtotalCents: 997,
    });
    expect(saleMoney([{ unitPriceCents: 1050, quantity: 3, discount: 0 }], 16).taxCents).toBe(504);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe("sale money bounds", () => {
  it("stays exact up to Number.MAX_SAFE_INTEGER cents and says when a sale passes it", () => {
    // The largest price the contract allows (10^12) times the largest quantity.
    const huge = saleMoney([{ unitPriceCents: 100_000_000_000_000, quantity: 1_000_000, discount: 0 }], 16);
    expect(huge.exact).toBe(false);
    // Just under the bound, with a discount and IVA: every figure exact.
    const big = saleMoney([{ unitPriceCents: 7_000_000_000_000_001, quantity: 1, discount: 3 }], 16);
    expect(big.exact).toBe(true);
    expect(big.lines[0]!.discountCents).toBe(210_000_000_000_000);
    expect(big.subtotalCents).toBe(6_790_000_000_000_001);
    expect(big.taxCents).toBe(1_086_400_000_000_000);
    expect(big.totalCents).toBe(7_876_400_000_000_001);
    // Past the bound only once IVA is added.
    expect(saleMoney([{ unitPriceCents: 8_000_000_000_000_000, quantity: 1, discount: 0 }], 16).exact).toBe(
      false,
    );
  });
});
