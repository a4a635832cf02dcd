import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./spreadsheet-cell";

describe("neutraliseFormula", () => {
  it("prefixes every cell a spreadsheet would evaluate with an apostrophe", () => {
    for (const attack of [
      '=HYPERLINK("http://evil.example","x")',
      "+1+cmd|' /C calc'!A0",
      "-2+3",
      "@SUM(A1:A2)",
      "\t=1+1",
      "\r=1+1",
      "＝1+1",
    ]) {
      expect(neutraliseFormula(attack)).toBe(`'${attack}`);
    }
  });

  it("leaves ordinary text and plain numbers as they are", () => {
    for (const safe of ["Pastillas de freno", "ABC-1", "-5", "12,5", "-0.75", "", "'ya citado", "1=1"]) {
      expect(neutraliseFormula(safe)).toBe(safe);
    }
  });
});
