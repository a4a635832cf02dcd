import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { tableXlsxBlob } from "@/lib/downloads/table-file";
import type { PurchaseOrder } from "@/lib/api/types";
import { orderCsv, orderFileName, orderHtml, orderTable } from "./order-document";

const ORDER: PurchaseOrder = {
  id: 7,
  number: "OC-000007",
  supplier: { id: 1, name: "Repuestos <Andinos>" },
  status: "sent",
  expectedDate: "2026-12-15",
  notes: null,
  taxRate: 16,
  subtotal: 41.55,
  tax: 6.65,
  total: 48.2,
  createdAt: "2026-11-27T10:00:00.000Z",
  createdBy: null,
  lines: [
    {
      id: 1,
      productId: 3,
      name: '=HYPERLINK("x")',
      sku: "FIL-1",
      quantity: 3,
      receivedQuantity: 0,
      pendingQuantity: 3,
      unitCost: 10.5,
      subtotal: 31.5,
    },
    {
      id: 2,
      productId: 4,
      name: "Pastillas; delanteras",
      sku: "PAS-2",
      quantity: 3,
      receivedQuantity: 0,
      pendingQuantity: 3,
      unitCost: 3.35,
      subtotal: 10.05,
    },
  ],
};

describe("orderCsv (the order sent to the supplier)", () => {
  it("writes ';' cells with decimal commas, a byte-order mark and the totals", () => {
    const lines = orderCsv(ORDER).split("\r\n");
    expect(lines[0]).toBe('\ufeff"SKU";"Producto";"Cantidad";"Costo unitario";"Subtotal"');
    expect(lines[2]).toBe('"PAS-2";"Pastillas; delanteras";"3";"3,35";"10,05"');
    expect(lines.slice(3, 6)).toEqual([
      '"";"Subtotal";"";"";"41,55"',
      '"";"IVA (16%)";"";"";"6,65"',
      '"";"Total";"";"";"48,20"',
    ]);
  });

  it("never writes a cell a spreadsheet would run as a formula", () => {
    expect(orderCsv(ORDER).split("\r\n")[1]).toBe(`"FIL-1";"'=HYPERLINK(""x"")";"3";"10,50";"31,50"`);
  });

  it("names the file after the order", () => {
    expect(orderFileName(ORDER)).toBe("orden-OC-000007.csv");
    expect(orderFileName(ORDER, "xlsx")).toBe("orden-OC-000007.xlsx");
  });
});

describe("the order as .xlsx", () => {
  it("keeps quantities and amounts as numbers, the totals after the lines, formulas as text", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await tableXlsxBlob(orderTable(ORDER))).arrayBuffer());
    const sheet = workbook.getWorksheet("Orden OC-000007")!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      "SKU",
      "Producto",
      "Cantidad",
      "Costo unitario",
      "Subtotal",
    ]);
    expect(sheet.getRow(3).values).toEqual([undefined, "PAS-2", "Pastillas; delanteras", 3, 3.35, 10.05]);
    expect(sheet.getCell("B2").value).toBe(`'=HYPERLINK("x")`);
    expect(sheet.getRow(6).values).toEqual([undefined, "", "Total", "", "", 48.2]);
  });
});

describe("orderHtml (A4)", () => {
  it("prints the supplier escaped, each line and the total on an A4 page", () => {
    const html = orderHtml(ORDER, "Repuestos El Pistón");
    expect(html).toContain("size: A4");
    expect(html).toContain("Orden de compra OC-000007");
    expect(html).toContain("Proveedor: Repuestos &lt;Andinos&gt;");
    expect(html).toContain("<td>PAS-2</td><td>Pastillas; delanteras</td>");
    expect(html).not.toContain("<Andinos>");
    expect(html).toMatch(/Total<\/strong><\/td><td class="n"><strong>\$\s48,20/);
  });
});
