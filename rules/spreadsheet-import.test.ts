import { describe, expect, it } from "vitest";
import { formatFitmentCell, parseFitmentCell } from "./fitment-text";
import { suggestMapping } from "./product-import-columns";
import { neutraliseFormula, restoreSpreadsheetCell } from "./spreadsheet-cell";
import { formatSpreadsheetNumber, parseSpreadsheetNumber } from "./spreadsheet-number";

describe("parseSpreadsheetNumber", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1234.56", 1234.56],
    ["1,234.56", 1234.56],
    ["1.234", 1234],
    ["1.234.567", 1234567],
    ["0,125", 0.125],
    ["$ 1.500", 1500],
    ["12", 12],
    ["1,5", 1.5],
  ])("%s is %d", (text, value) => expect(parseSpreadsheetNumber(text)).toBe(value));

  it.each(["", "abc", "1,2,3,4x", "12 unidades", "-"])("%s is not a number", (text) =>
    expect(parseSpreadsheetNumber(text)).toBeNull(),
  );

  it("reads back what it formats, three decimals included", () => {
    for (const value of [0, 1, 1234.5, 1234.567, 0.125, 99999.99, 1e6])
      expect(parseSpreadsheetNumber(formatSpreadsheetNumber(value))).toBe(value);
  });
});

describe("neutraliseFormula", () => {
  it.each(["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx"])("guards %s and restores it", (text) => {
    const guarded = neutraliseFormula(text);
    expect(guarded).toBe(`'${text}`);
    expect(restoreSpreadsheetCell(guarded)).toBe(text);
  });

  it("leaves plain text alone, an apostrophe included", () => {
    expect(neutraliseFormula("Filtro de aceite")).toBe("Filtro de aceite");
    expect(restoreSpreadsheetCell("'80s")).toBe("'80s");
  });
});

describe("suggestMapping", () => {
  it("matches Spanish and English headers, accents and case ignored, each field once", () => {
    expect(
      suggestMapping([
        "CODIGO",
        "Descripcion",
        "categoria",
        "Marca",
        "Precio",
        "Cost",
        "existencias",
        "SKU",
        "??",
      ]),
    ).toEqual(["sku", "name", "category", "brand", "sellingPrice", "costPrice", "stock", null, null]);
  });
});

describe("fitment cells", () => {
  it("reads makes, models, engines and years as written", () => {
    expect(parseFitmentCell("Chevrolet Spark 2006-2009; Fiat Uno (1.4) 2010- | Ford Ka")).toEqual([
      { vehicle: "Chevrolet Spark", engine: null, yearFrom: 2006, yearTo: 2009 },
      { vehicle: "Fiat Uno", engine: "1.4", yearFrom: 2010, yearTo: null },
      { vehicle: "Ford Ka", engine: null, yearFrom: null, yearTo: null },
    ]);
    expect(parseFitmentCell("Renault Clio 2005")).toEqual([
      { vehicle: "Renault Clio", engine: null, yearFrom: 2005, yearTo: 2005 },
    ]);
  });

  it("writes what it reads", () => {
    const links = parseFitmentCell("Chevrolet Spark 2006-2009; Fiat Uno (1.4) 2010-; Ford Ka -2012; VW Gol");
    expect(parseFitmentCell(formatFitmentCell(links.flatMap((l) => (l ? [l] : []))))).toEqual(links);
  });
});
