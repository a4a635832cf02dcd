import { describe, expect, it } from "vitest";
import { codeKey } from "./code-key";
import { PART_NUMBER_MESSAGES, partNumber } from "./part-number";

const stored = (text: string) => {
  const result = partNumber(text, "El SKU");
  if ("problem" in result) throw new Error(result.problem);
  return result.value;
};

describe("part numbers", () => {
  it("stores look-alike spellings as their ASCII twin", () => {
    for (const twin of [
      "FLT\u2010100",
      "FLT\u2011100",
      "FLT\u2013100",
      "FLT\u2014100",
      "FLT\u2212100",
      "ＦＬＴ－１００",
      "FLT-\u200B100",
      "\uFEFFFLT-100\u00AD",
    ])
      expect(stored(twin)).toBe("FLT-100");
    expect(stored("W\u00A0712 \u2009 75")).toBe("W 712 75");
    expect(stored("W\u00B7712\u30FB75")).toBe("W.712.75");
  });

  it("refuses what has no safe spelling, in Spanish", () => {
    expect(partNumber("FLT-1\u202E00", "El SKU")).toEqual({
      problem: PART_NUMBER_MESSAGES.control("El SKU"),
    });
    expect(partNumber("FLT\t100", "El SKU")).toEqual({ problem: PART_NUMBER_MESSAGES.control("El SKU") });
    expect(partNumber("\u039AFLT-100", "El código")).toEqual({
      problem: PART_NUMBER_MESSAGES.lookAlike("El código"),
    });
    expect(partNumber("flt-1\u0430", "El código")).toEqual({
      problem: PART_NUMBER_MESSAGES.lookAlike("El código"),
    });
  });

  it("keeps distinct numbers distinct and the code key unchanged for stored spellings", () => {
    expect(codeKey(stored("FLT\u2013100"))).toBe(codeKey("flt100"));
    expect(stored("Ñandú-1")).toBe("Ñandú-1");
  });
});
