import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { AgeingRow, CustomerStatement } from "@/lib/api/types";
import { ageingSheet, nextSort, sortedAgeing, statementSheet } from "./account-view";
import { statementHtml } from "./statement-html";
import { tableXlsxBlob } from "@/lib/downloads/table-file";

const row = (customerId: number, customerName: string, balanceCents: number, over90 = 0): AgeingRow => ({
  customerId,
  customerName,
  balanceCents,
  limitCents: 0,
  enabled: true,
  current: balanceCents - over90,
  d1to30: 0,
  d31to60: 0,
  d61to90: 0,
  over90,
});

const STATEMENT: CustomerStatement = {
  customerId: 4,
  customerName: "Taller <Rápido>",
  from: "2026-11-01",
  to: "2026-11-30",
  openingBalanceCents: 10_000,
  salesCents: 23_200,
  returnsCents: 11_600,
  paymentsCents: 5_000,
  voidsCents: 0,
  closingBalanceCents: 16_600,
  movements: [
    {
      id: 1,
      kind: "sale",
      amountCents: 23_200,
      balanceCents: 33_200,
      saleId: 12,
      paymentId: null,
      note: null,
      occurredOn: "2026-11-03",
      createdAt: "2026-11-03T10:00:00Z",
      user: null,
    },
    {
      id: 2,
      kind: "payment",
      amountCents: -5_000,
      balanceCents: 28_200,
      saleId: null,
      paymentId: 3,
      note: null,
      occurredOn: "2026-11-04",
      createdAt: "2026-11-04T10:00:00Z",
      user: null,
    },
  ],
};

describe("ageing table", () => {
  it("sorts by any column, flipping on a second press, names in Spanish order", () => {
    const rows = [row(1, "Zeta", 100), row(2, "Álvaro", 300, 300), row(3, "Beta", 200)];
    expect(sortedAgeing(rows, { column: "balanceCents", descending: true }).map((r) => r.customerId)).toEqual(
      [2, 3, 1],
    );
    expect(
      sortedAgeing(rows, { column: "customerName", descending: false }).map((r) => r.customerName),
    ).toEqual(["Álvaro", "Beta", "Zeta"]);
    expect(nextSort({ column: "over90", descending: true }, "over90")).toEqual({
      column: "over90",
      descending: false,
    });
    expect(nextSort({ column: "over90", descending: true }, "customerName")).toEqual({
      column: "customerName",
      descending: false,
    });
  });

  it("exports the rows and the totals in pesos, as an .xlsx that opens", async () => {
    const sheet = ageingSheet([row(1, "Zeta", 12_345)], { balanceCents: 12_345, current: 12_345 });
    expect(sheet[0]).toEqual([
      "Cliente",
      "Saldo",
      "Al día",
      "1–30 días",
      "31–60 días",
      "61–90 días",
      "Más de 90 días",
    ]);
    expect(sheet[1]).toEqual(["Zeta", 123.45, 123.45, 0, 0, 0, 0]);
    expect(sheet[2]).toEqual(["Total", 123.45, 123.45, 0, 0, 0, 0]);
    const book = new ExcelJS.Workbook();
    const [header = [], ...body] = sheet;
    const blob = await tableXlsxBlob({
      name: "a",
      sheet: "Antigüedad",
      header: header.map(String),
      rows: body,
    });
    await book.xlsx.load(await blob.arrayBuffer());
    expect(book.getWorksheet("Antigüedad")!.getRow(2).getCell(1).value).toBe("Zeta");
  });
});

describe("the ageing's spreadsheet", () => {
  it("a customer named like a formula is written as text", async () => {
    const [header = [], ...body] = ageingSheet([row(9, '=HYPERLINK("http://x")', 100)], {
      balanceCents: 100,
      current: 100,
      d1to30: 0,
      d31to60: 0,
      d61to90: 0,
      over90: 0,
    });
    const blob = await tableXlsxBlob({
      name: "a",
      sheet: "Antigüedad",
      header: header.map(String),
      rows: body,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await blob.arrayBuffer());
    expect(book.getWorksheet("Antigüedad")!.getRow(2).getCell(1).value).toBe(`'=HYPERLINK("http://x")`);
  });
});

describe("statement", () => {
  it("prints the summary and each movement with its balance, escaped", () => {
    const html = statementHtml(STATEMENT, "Repuestos");
    expect(html).toContain("Taller &lt;Rápido&gt;");
    expect(html).toContain("Período: 01/11/2026 – 30/11/2026");
    expect(html).toContain('<td>Saldo inicial</td><td class="num">$\u00a0100</td>');
    expect(html).toContain('<td>Saldo final</td><td class="num">$\u00a0166</td>');
    expect(html).toContain("Venta a crédito · venta #12");
    expect(html).toContain('<td class="num">-$\u00a050</td><td class="num">$\u00a0282</td>');
  });

  it("exports the same figures as a sheet", () => {
    const sheet = statementSheet(STATEMENT);
    expect(sheet[2]).toEqual(["Saldo inicial", 100]);
    expect(sheet[7]).toEqual(["Saldo final", 166]);
    expect(sheet.at(-1)).toEqual(["04/11/2026", "Abono · abono #3", -50, 282]);
  });
});
