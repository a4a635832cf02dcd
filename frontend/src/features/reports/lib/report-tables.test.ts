import { describe, expect, it } from "vitest";
import { tableCsvBlob } from "@/lib/downloads/table-file";
import { REAL_SALES_REPORT } from "../data/real-report-fixture";
import { groupTable, methodsTable, reasonsTable, seriesTable } from "./report-tables";

describe("the recorded-sales reports as files", () => {
  it("writes each period's figures in pesos, net and margin included", () => {
    const table = seriesTable(REAL_SALES_REPORT);
    expect(table.header).toEqual([
      "Día",
      "Ventas",
      "Unidades",
      "Vendido (COP)",
      "Devuelto (COP)",
      "Ventas netas (COP)",
      "Costo (COP)",
      "Margen bruto (COP)",
    ]);
    expect(table.rows[1]).toEqual(["2025-04-18", 3, 5, 250000, 20000, 230000, 150000, 80000]);
  });

  it("names payment methods in Spanish and keeps each product's code", () => {
    expect(methodsTable(REAL_SALES_REPORT).rows[0]?.[0]).toBe("Efectivo");
    const products = groupTable(REAL_SALES_REPORT, REAL_SALES_REPORT.topProducts, {
      file: "productos",
      sheet: "Productos",
      column: "Producto",
      sku: true,
    });
    expect(products.rows[0]?.slice(0, 2)).toEqual(["Pastillas de freno", "FR-001"]);
  });

  it("neutralises a reason typed as a formula in the CSV", async () => {
    const csv = await tableCsvBlob(reasonsTable(REAL_SALES_REPORT)).text();
    expect(csv).toContain('"\'=HYPERLINK(1)"');
  });
});
