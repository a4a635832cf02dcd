import { describe, expect, it } from "vitest";
import { neutraliseFormula } from "./csv-formula";

describe("neutraliseFormula", () => {
  it("turns text a spreadsheet would run into text", () => {
    for (const cell of ["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\r=1", '=HYPERLINK("http://x")'])
      expect(neutraliseFormula(cell)).toBe(`'${cell}`);
  });

  it("leaves plain text and plain numbers as they are", () => {
    for (const cell of ["Conteo físico", "-3", "+4", "12,5", "-0.75", "", "a=b"])
      expect(neutraliseFormula(cell)).toBe(cell);
  });
});
