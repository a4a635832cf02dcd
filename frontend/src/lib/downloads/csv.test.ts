import { describe, expect, it } from "vitest";
import { CSV_BOM, csvNumber, toCsv } from "./csv";

describe("CSV", () => {
  it("starts with a BOM, quotes every field and ends lines with CRLF", () => {
    const csv = toCsv([
      ["SKU", "Producto", "Categoría"],
      ["SUS-BO-1000", 'Amortiguador "delantero"; izq.', "Suspensión"],
    ]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1)).toBe(
      '"SKU";"Producto";"Categoría"\r\n"SUS-BO-1000";"Amortiguador ""delantero""; izq.";"Suspensión"\r\n',
    );
  });

  it("keeps accents intact once encoded as UTF-8", () => {
    const bytes = new TextEncoder().encode(toCsv([["Crítico", "Año"]]));
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('"Crítico";"Año"');
  });

  it("can use commas and writes empty cells for null", () => {
    expect(toCsv([["a", null, 3]], ",")).toBe(`${CSV_BOM}"a","","3"\r\n`);
  });

  it("writes names and SKUs a spreadsheet would evaluate as text, numbers as numbers", () => {
    const csv = toCsv([['=HYPERLINK("http://x")', "+SKU", "@A1", "-1+1", "\tX", -5, csvNumber(-2.5, 1)]]);
    expect(csv.slice(1)).toBe(`"'=HYPERLINK(""http://x"")";"'+SKU";"'@A1";"'-1+1";"'\tX";"-5";"-2,5"\r\n`);
  });

  it("writes decimals with a comma for Spanish spreadsheets", () => {
    expect(csvNumber(12.345, 1)).toBe("12,3");
    expect(csvNumber(150000)).toBe("150000");
  });
});
