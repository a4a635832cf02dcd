// The day's rate as typed and the conversion of another currency's cents to peso cents: exact,
// rounded half up, whatever the rate's decimals; and a session's drawers when part of a sale is
// paid in another currency (its pesos never enter the drawer, the change given in pesos leaves it).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { currencyCodeProblem, normalizedRate, toShopCents } from "./currencies";
import { cashFigures, closingNeedsNote, currencyFigures, methodFigures } from "./register-figures";
import { checkedPayments } from "./sale-payments";

describe("normalizedRate", () => {
  it.each([
    ["4000", "4000"],
    ["3950,5", "3950.5"],
    ["3950.50", "3950.5"],
    [" 0,25 ", "0.25"],
    ["007", "7"],
    ["1.2345", "1.2345"],
  ])("%s → %s", (raw, rate) => expect(normalizedRate(raw)).toBe(rate));

  it.each(["0", "0,000", "-1", "4.000,5", "1,23456", "abc", "", "1e3"])("refuses %s", (raw) =>
    expect(normalizedRate(raw)).toBeNull(),
  );
});

describe("currencyCodeProblem", () => {
  it("takes three capital letters other than the shop's COP", () => {
    expect(currencyCodeProblem("USD")).toBeNull();
    expect(currencyCodeProblem("COP")).not.toBeNull();
    expect(currencyCodeProblem("US")).not.toBeNull();
    expect(currencyCodeProblem("usd")).not.toBeNull();
  });
});

describe("toShopCents", () => {
  it("is foreign cents × rate, rounded half up", () => {
    expect(toShopCents(400, "4000")).toBe(1_600_000);
    expect(toShopCents(333, "3950.55")).toBe(1_315_533); // 1 315 533.15
    expect(toShopCents(1, "0.5")).toBe(1); // 0.5 rounds up
    expect(toShopCents(1, "0.4999")).toBe(0);
  });

  it("matches exact rational arithmetic for any amount and rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 99_999_999 }),
        fc.integer({ min: 0, max: 9999 }),
        (foreign, whole, fraction) => {
          const rate = normalizedRate(`${whole}.${String(fraction).padStart(4, "0")}`)!;
          const scaled = BigInt(whole) * 10_000n + BigInt(fraction);
          const exact = BigInt(foreign) * scaled;
          const expected = Number(exact / 10_000n + (exact % 10_000n >= 5_000n ? 1n : 0n));
          expect(toShopCents(foreign, rate)).toBe(expected);
        },
      ),
    );
  });
});

describe("a session with a payment in another currency", () => {
  const rates = new Map([["USD", "4000"]]);
  const verdict = checkedPayments(
    [
      { method: "efectivo", amountCents: 1_240_000, currency: "USD", foreignAmount: 400 },
      { method: "efectivo", amountCents: 100_000, tenderedCents: 150_000 },
    ],
    1_340_000,
    ["efectivo", "tarjeta"],
    rates,
  );
  const rows = "rows" in verdict ? verdict.rows : [];
  const ledger = {
    floatCents: 1_000_000,
    payments: rows,
    refunds: [],
    movements: [],
    counted: null,
  };

  it("keeps the currency's cash apart and takes the change in pesos out of the peso drawer", () => {
    expect(rows[0]).toMatchObject({ tenderedCents: 1_600_000, changeCents: 360_000, rate: "4000" });
    expect(cashFigures(ledger)).toMatchObject({
      salesCents: 100_000,
      foreignChangeCents: 360_000,
      expectedCents: 1_000_000 + 100_000 - 360_000,
    });
    expect(methodFigures(ledger).find((m) => m.method === "efectivo")?.paymentsCents).toBe(100_000);
    expect(currencyFigures(ledger)).toEqual([
      {
        currency: "USD",
        salesCents: 1_240_000,
        receivedCents: 400,
        expectedCents: 400,
        countedCents: null,
        differenceCents: null,
      },
    ]);
  });

  it("needs a note for any difference in another currency, whatever the peso threshold", () => {
    const closed = { ...ledger, counted: { efectivo: 740_000, USD: 399 } };
    expect(closingNeedsNote(methodFigures(closed), 100_000, currencyFigures(closed))).toBe(true);
    const even = { ...ledger, counted: { efectivo: 740_000, USD: 400 } };
    expect(closingNeedsNote(methodFigures(even), 0, currencyFigures(even))).toBe(false);
  });
});
