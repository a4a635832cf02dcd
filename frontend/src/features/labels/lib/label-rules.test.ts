import { describe, expect, it } from "vitest";
import { clampCopies, copiesOf, expandCopies, formatInches, pickerColumns, pxToInches } from "./label-rules";

describe("picker columns", () => {
  it("shows 1 column up to 10 products, 2 up to 20 and 3 beyond", () => {
    expect([0, 1, 10].map(pickerColumns)).toEqual([1, 1, 1]);
    expect([11, 20].map(pickerColumns)).toEqual([2, 2]);
    expect([21, 5000].map(pickerColumns)).toEqual([3, 3]);
  });
});

describe("copies per product", () => {
  it("clamps to 1-50 and to at least 1 for anything unreadable", () => {
    expect(clampCopies(0)).toBe(1);
    expect(clampCopies(-3)).toBe(1);
    expect(clampCopies("")).toBe(1);
    expect(clampCopies("abc")).toBe(1);
    expect(clampCopies(7)).toBe(7);
    expect(clampCopies("12")).toBe(12);
    expect(clampCopies(51)).toBe(50);
    expect(clampCopies(2.9)).toBe(2);
  });

  it("takes one label per unit in stock with 'Copias según stock'", () => {
    expect(copiesOf(7, 2, true)).toBe(7);
    expect(copiesOf(0, 2, true)).toBe(0);
    expect(copiesOf(-4, 2, true)).toBe(0);
    expect(copiesOf(100000, 2, true)).toBe(500);
    expect(copiesOf(7, 2, false)).toBe(2);
  });

  it("repeats each product by its copies, in selection order", () => {
    const a = { id: 1, stock: 2 };
    const b = { id: 2, stock: 0 };
    expect(expandCopies([a, b], 3, false).map((p) => p.id)).toEqual([1, 1, 1, 2, 2, 2]);
    expect(expandCopies([a, b], 3, true).map((p) => p.id)).toEqual([1, 1]);
  });
});

describe("px to inch", () => {
  it("divides by 96", () => {
    expect(pxToInches(96)).toBe(1);
    expect(pxToInches(300)).toBe(3.125);
    expect(formatInches(300)).toBe("3.13");
    expect(formatInches(150)).toBe("1.56");
  });
});
