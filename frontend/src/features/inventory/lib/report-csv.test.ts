import { describe, expect, it } from "vitest";
import { toCsv } from "@/lib/downloads/csv";
import { summarize, topByValue, topLowStock, type ReportProduct } from "./inventory-report";
import { reportCsvRows, reportFileName } from "./report-csv";

const products: ReportProduct[] = [
  {
    id: 1,
    name: "Bujía iridio",
    sku: "ELE-EN-1000",
    stock: 0,
    costPrice: 20000,
    category: { name: "Eléctrico" },
  },
  {
    id: 2,
    name: "Amortiguador",
    sku: "SUS-AM-2000",
    stock: 4,
    costPrice: 150000.5,
    category: { name: "Suspensión" },
  },
  { id: 3, name: "Filtro de aceite", sku: "FIL-AC-3000", stock: 30, costPrice: 12000 },
];

function input(tab: "stock" | "value" | "performance") {
  return {
    tab,
    summary: summarize(products),
    lowStock: topLowStock(products),
    byValue: topByValue(products),
    generatedAt: new Date(2024, 4, 9, 8, 5),
  };
}

describe("report CSV", () => {
  it("exports the low-stock list shown, with statuses and accents intact", () => {
    const csv = toCsv(reportCsvRows(input("stock")));
    expect(csv).toContain('"Reportes de Inventario";"Nivel de Stock"');
    expect(csv).toContain('"Generado";"09/05/2024 08:05"');
    expect(csv).toContain('"Productos con stock bajo";"2"');
    expect(csv).toContain('"ELE-EN-1000";"Bujía iridio";"Eléctrico";"0";"5";"Sin stock";"0,0"');
    expect(csv).toContain('"SUS-AM-2000";"Amortiguador";"Suspensión";"4";"5";"Crítico";"11,8"');
    expect(csv).not.toContain("FIL-AC-3000");
  });

  it("exports the value ranking with COP amounts without decimals", () => {
    const csv = toCsv(reportCsvRows(input("value")));
    expect(csv).toContain('"Valor del inventario (COP)";"960002"');
    expect(csv).toContain('"SUS-AM-2000";"Amortiguador";"Suspensión";"4";"150001";"600002";"62,5"');
    expect(csv).toContain('"FIL-AC-3000";"Filtro de aceite";"";"30";"12000";"360000";"37,5"');
  });

  it("exports only the summary for the performance tab", () => {
    const rows = reportCsvRows(input("performance"));
    expect(rows).toHaveLength(7);
  });

  it("names the file after the tab and the day", () => {
    expect(reportFileName("value", new Date(2024, 0, 31))).toBe(
      "reporte-inventario-valor-de-inventario-2024-01-31.csv",
    );
  });
});
