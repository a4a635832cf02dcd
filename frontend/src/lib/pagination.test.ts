import { describe, expect, it } from "vitest";
import { pageItems, pageOfIndex } from "./pagination";

describe("pageItems", () => {
  it("shows every page when there are few", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 3)).toEqual([1, 2, 3]);
    expect(pageItems(1, 0)).toEqual([1]);
  });
  it("shows first, last and current ±1 with ellipses for the gaps", () => {
    expect(pageItems(5, 10)).toEqual([1, "ellipsis-start", 4, 5, 6, "ellipsis-end", 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, "ellipsis-end", 10]);
    expect(pageItems(10, 10)).toEqual([1, "ellipsis-start", 9, 10]);
    expect(pageItems(3, 10)).toEqual([1, 2, 3, 4, "ellipsis-end", 10]);
  });
});

describe("pageOfIndex", () => {
  it("finds the page holding an item", () => {
    expect(pageOfIndex(0, 20)).toBe(1);
    expect(pageOfIndex(19, 20)).toBe(1);
    expect(pageOfIndex(20, 20)).toBe(2);
    expect(pageOfIndex(-1, 20)).toBe(1);
  });
});
