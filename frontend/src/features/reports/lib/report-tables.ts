// The recorded-sales reports as tables: what each chart and list shows, as the file 'Descargar'
// writes (CSV or .xlsx through lib/downloads). Amounts are pesos with their cents; text cells go
// through the shared formula neutraliser when the file is written.
import type { components } from "@contract/schema.gen";
import type { TableFile } from "@/lib/downloads/table-file";
import { PAYMENT_METHOD_LABELS } from "@rules/sale-messages";
import { pesos, seriesLabel } from "./real-report-query";

export type SalesReport = components["schemas"]["SalesReport"];
export type StockReport = components["schemas"]["StockReport"];
export type ReportFigures = components["schemas"]["ReportFigures"];
export type ReportGroupRow = components["schemas"]["ReportGroupRow"];

export const methodLabel = (method: string) =>
  PAYMENT_METHOD_LABELS[method as keyof typeof PAYMENT_METHOD_LABELS] ?? method;

const FIGURE_HEADER = [
  "Ventas",
  "Unidades",
  "Vendido (COP)",
  "Devuelto (COP)",
  "Ventas netas (COP)",
  "Costo (COP)",
  "Margen bruto (COP)",
];

const figureCells = (f: ReportFigures) => [
  f.salesCount,
  f.units,
  pesos(f.amountCents),
  pesos(f.returnedCents),
  pesos(f.netCents),
  pesos(f.costCents),
  pesos(f.marginCents),
];

const sheet = (name: string, sheetName: string, header: string[], rows: (string | number)[][]) => ({
  name,
  sheet: sheetName,
  header,
  rows,
});

export function seriesTable(report: SalesReport): TableFile {
  const column = { day: "Día", week: "Semana (lunes)", month: "Mes" }[report.groupBy];
  return sheet(
    `ventas-por-periodo-${report.from}-${report.to}`,
    "Ventas por periodo",
    [column, ...FIGURE_HEADER],
    report.series.map((row) => [
      report.groupBy === "month" ? seriesLabel(row.key, "month") : row.key,
      ...figureCells(row),
    ]),
  );
}

export function groupTable(
  report: SalesReport,
  rows: readonly ReportGroupRow[],
  what: { file: string; sheet: string; column: string; sku?: boolean },
): TableFile {
  return sheet(
    `${what.file}-${report.from}-${report.to}`,
    what.sheet,
    [what.column, ...(what.sku ? ["Código"] : []), ...FIGURE_HEADER],
    rows.map((row) => [row.name, ...(what.sku ? [row.sku ?? ""] : []), ...figureCells(row)]),
  );
}

export function methodsTable(report: SalesReport): TableFile {
  return sheet(
    `metodos-de-pago-${report.from}-${report.to}`,
    "Métodos de pago",
    ["Método de pago", ...FIGURE_HEADER],
    report.byPaymentMethod.map((row) => [methodLabel(row.method), ...figureCells(row)]),
  );
}

export function reasonsTable(report: SalesReport): TableFile {
  return sheet(
    `devoluciones-${report.from}-${report.to}`,
    "Devoluciones por motivo",
    ["Motivo", "Devoluciones", "Unidades", "Devuelto (COP)"],
    report.returnReasons.map((row) => [
      row.reason,
      row.returnsCount,
      row.returnedUnits,
      pesos(row.returnedCents),
    ]),
  );
}

export function valuationTable(stock: StockReport): TableFile {
  const v = stock.valuation;
  return sheet(
    "valor-del-inventario",
    "Valor del inventario",
    ["Concepto", "Valor"],
    [
      ["Productos con stock", v.products],
      ["Unidades", v.units],
      ["Valor al costo (COP)", pesos(v.costCents)],
      ["Valor al precio de venta (COP)", pesos(v.priceCents)],
    ],
  );
}

export function deadStockTable(stock: StockReport): TableFile {
  const dead = stock.deadStock;
  return sheet(
    `inventario-sin-ventas-${dead.days}-dias`,
    `Sin ventas ${dead.days} días`,
    ["Producto", "Código", "Stock", "Costo unitario (COP)", "Valor al costo (COP)", "Última venta"],
    dead.items.map((item) => [
      item.name,
      item.sku,
      item.stock,
      pesos(item.costCents),
      pesos(item.valueCents),
      item.lastSoldAt ? item.lastSoldAt.slice(0, 10) : "Nunca",
    ]),
  );
}

export interface SellerFigure {
  name: string;
  netCents: number;
  salesCount: number;
  marginCents: number;
}

export function sellersTable(from: string, to: string, sellers: readonly SellerFigure[]): TableFile {
  return sheet(
    `ventas-por-usuario-${from}-${to}`,
    "Ventas por usuario",
    ["Usuario", "Ventas", "Ventas netas (COP)", "Margen bruto (COP)"],
    sellers.map((s) => [s.name, s.salesCount, pesos(s.netCents), pesos(s.marginCents)]),
  );
}
