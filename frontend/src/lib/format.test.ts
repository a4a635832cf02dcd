import { describe, expect, it } from "vitest";
import {
  formatCop,
  formatCopCents,
  formatDate,
  formatDecimal,
  formatDollar,
  formatUsd,
  formatWholeNumber,
} from "./format";

// Intl.NumberFormat is the reference the hand-written money formats must match character for
// character (format.ts says why they do not call it).
const intlCop = new Intl.NumberFormat("es-CO", {
  style: "currency",
  currency: "COP",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const intlUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlWhole = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 0 });
const intlCopCents = new Intl.NumberFormat("es-CO", {
  style: "currency",
  currency: "COP",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const intlOneDecimal = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });
const intlTwoDecimals = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 2 });
const intlPlain = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const AMOUNTS = [
  0,
  -0,
  0.4,
  0.5,
  0.125,
  1.005,
  1.5,
  2.5,
  -2.5,
  -0.4,
  -0.001,
  5,
  999,
  999.995,
  1000,
  68000,
  68000.5,
  123456.789,
  1234567.5,
  -68000,
  99999999.99,
  1e12,
  1e20,
  1e21,
  1e300,
  NaN,
  Infinity,
  -Infinity,
];

describe("money formats", () => {
  it.each(AMOUNTS)("writes %s exactly as Intl does", (amount) => {
    expect(formatCop(amount)).toBe(intlCop.format(amount));
    expect(formatUsd(amount)).toBe(intlUsd.format(amount));
    expect(formatDollar(amount)).toBe(`$${intlPlain.format(amount)}`);
    expect(formatWholeNumber(amount)).toBe(intlWhole.format(amount));
    expect(formatCopCents(amount)).toBe(intlCopCents.format(amount));
    expect(formatDecimal(amount)).toBe(intlOneDecimal.format(amount));
    expect(formatDecimal(amount, 2)).toBe(intlTwoDecimals.format(amount));
  });

  it("matches Intl on 5000 pseudo-random amounts of every size", () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const amount = Math.round((random() - 0.3) * 10 ** Math.floor(random() * 12) * 1000) / 1000;
      expect(formatCop(amount)).toBe(intlCop.format(amount));
      expect(formatUsd(amount)).toBe(intlUsd.format(amount));
      expect(formatWholeNumber(amount)).toBe(intlWhole.format(amount));
      expect(formatCopCents(amount)).toBe(intlCopCents.format(amount));
      expect(formatDecimal(amount)).toBe(intlOneDecimal.format(amount));
      expect(formatDecimal(amount / 1000, 2)).toBe(intlTwoDecimals.format(amount / 1000));
    }
  });

  it("shows the specification's examples", () => {
    expect(formatCop(68000)).toBe("$\u00a068.000");
    expect(formatUsd(68000)).toBe("$68,000.00");
    expect(formatDollar(68000)).toBe("$68,000.00");
    expect(formatCopCents(342.7)).toBe("$\u00a0342,70");
    expect(formatDecimal(12.5)).toBe("12,5");
    expect(formatDecimal(1250)).toBe("1.250");
  });
});

describe("formatDate", () => {
  it("writes dd/MM/yyyy and the fallback for missing or unreadable dates", () => {
    expect(formatDate(new Date(2025, 0, 5))).toBe("05/01/2025");
    expect(formatDate(null, "—")).toBe("—");
    expect(formatDate("not a date", "—")).toBe("—");
  });
});
