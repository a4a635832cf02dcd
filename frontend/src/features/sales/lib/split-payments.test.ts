import { describe, expect, it } from "vitest";
import { changeCents, paymentInputs, remainingCents, tenderedCents } from "./split-payments";

describe("split payments as typed", () => {
  const rows = [
    { method: "efectivo" as const, amount: "7.400", extra: "10.000" },
    { method: "tarjeta" as const, amount: "10.000", extra: " 4512 " },
  ];

  it("says what is left to pay and the change for the cash handed over", () => {
    expect(remainingCents(rows, 1_740_000)).toBe(0);
    expect(remainingCents(rows.slice(1), 1_740_000)).toBe(740_000);
    expect(changeCents(rows)).toBe(260_000);
  });

  it("sends cents, the cash handed over and the reference", () => {
    expect(paymentInputs(rows)).toEqual([
      { method: "efectivo", amountCents: 740_000, tenderedCents: 1_000_000 },
      { method: "tarjeta", amountCents: 1_000_000, reference: "4512" },
    ]);
    expect(paymentInputs([{ method: "tarjeta", amount: "", extra: "" }])).toBeNull();
  });

  it("converts cash in another currency at the day's rate and gives the change in pesos", () => {
    const rates = new Map([["USD", "4000"]]);
    const usd = { method: "efectivo" as const, amount: "12.400", extra: "4", currency: "USD" };
    expect(tenderedCents(usd, rates)).toBe(1_600_000);
    expect(changeCents([usd, rows[1]!], rates)).toBe(360_000);
    expect(tenderedCents(usd, new Map([["USD", null]]))).toBeNull();
    expect(paymentInputs([usd])).toEqual([
      { method: "efectivo", amountCents: 1_240_000, currency: "USD", foreignAmount: 400 },
    ]);
    expect(paymentInputs([{ ...usd, extra: "" }])).toBeNull();
  });
});
