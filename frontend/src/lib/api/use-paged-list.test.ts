import { describe, expect, it } from "vitest";
import { correctedSearch, totalFromHeader } from "./use-paged-list";

describe("totalFromHeader", () => {
  it("reads the header's number", () => {
    expect(totalFromHeader("137", 20, 10)).toBe(137);
    expect(totalFromHeader("0", 0, 0)).toBe(0);
  });

  it("falls back to what the page shows when the header is missing or unreadable", () => {
    expect(totalFromHeader(null, 20, 7)).toBe(27);
    expect(totalFromHeader("muchos", 0, 3)).toBe(3);
    expect(totalFromHeader("-4", 10, 2)).toBe(12);
    expect(totalFromHeader("2.5", 0, 2)).toBe(2);
  });
});

describe("correctedSearch", () => {
  it("decodes the corrected search, and ignores a missing or garbled header", () => {
    expect(correctedSearch("amortiguador%20delantero")).toBe("amortiguador delantero");
    expect(correctedSearch("buj%C3%ADa")).toBe("bujía");
    expect(correctedSearch(null)).toBeUndefined();
    expect(correctedSearch("%E0%A4%A")).toBeUndefined();
  });
});
