import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { tableCsvBlob, tableXlsxBlob, type TableFile } from "./table-file";

const table: TableFile = {
  name: "sesiones",
  sheet: "Sesiones de caja",
  header: ["Caja", "Nota", "Diferencia"],
  rows: [
    ["Caja 1", '=HYPERLINK("http://x")', -1500],
    ["Caja 2", null, 0],
  ],
};

describe("table files", () => {
  it("CSV: BOM, ';' and a formula-like note kept as text", async () => {
    const bytes = new Uint8Array(await tableCsvBlob(table).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('"Caja";"Nota";"Diferencia"\r\n');
    expect(text).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it(".xlsx: numbers stay numbers, a formula-like note is text, not a formula", async () => {
    const blob = await tableXlsxBlob(table);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.getWorksheet("Sesiones de caja")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Caja", "Nota", "Diferencia"]);
    expect(sheet.getCell("B2").value).toBe(`'=HYPERLINK("http://x")`);
    expect(sheet.getCell("C2").value).toBe(-1500);
    expect(sheet.getCell("B3").value).toBe("");
  });
});
