// The inventory report on screen as CSV rows: the summary cards, then the list of the chosen tab.
import { csvNumber, type CsvCell } from "@/lib/downloads/csv";
import type { InventorySummary, LowStockEntry, ReportProduct, ValueEntry } from "./inventory-report";

export type ReportTab = "stock" | "value" | "performance";

export const REPORT_TAB_TITLES: Record<ReportTab, string> = {
  stock: "Nivel de Stock",
  value: "Valor de Inventario",
  performance: "Desempeño",
};

export interface ReportCsvInput {
  tab: ReportTab;
  summary: InventorySummary;
  lowStock: LowStockEntry[];
  byValue: ValueEntry[];
  generatedAt: Date;
}

const categoryOf = (product: ReportProduct) => product.category?.name ?? "";

function dateText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function reportCsvRows({ tab, summary, lowStock, byValue, generatedAt }: ReportCsvInput): CsvCell[][] {
  const rows: CsvCell[][] = [
    ["Reportes de Inventario", REPORT_TAB_TITLES[tab]],
    ["Generado", dateText(generatedAt)],
    [],
    ["Total de productos", summary.totalProducts],
    ["Valor del inventario (COP)", csvNumber(summary.inventoryValue)],
    ["Total de unidades", summary.totalUnits],
    ["Productos con stock bajo", summary.lowStockCount],
  ];
  if (tab === "stock") {
    rows.push([], ["SKU", "Producto", "Categoría", "Stock", "Stock mínimo", "Estado", "Participación (%)"]);
    for (const e of lowStock) {
      rows.push([
        e.product.sku,
        e.product.name,
        categoryOf(e.product),
        e.product.stock,
        e.minimum,
        e.status,
        csvNumber(e.share, 1),
      ]);
    }
  } else if (tab === "value") {
    rows.push(
      [],
      ["SKU", "Producto", "Categoría", "Stock", "Precio de costo (COP)", "Valor (COP)", "Participación (%)"],
    );
    for (const e of byValue) {
      rows.push([
        e.product.sku,
        e.product.name,
        categoryOf(e.product),
        e.product.stock,
        csvNumber(e.product.costPrice),
        csvNumber(e.value),
        csvNumber(e.share, 1),
      ]);
    }
  }
  return rows;
}

export function reportFileName(tab: ReportTab, date: Date): string {
  const iso = `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
  const slug = { stock: "nivel-de-stock", value: "valor-de-inventario", performance: "desempeno" }[tab];
  return `reporte-inventario-${slug}-${iso}.csv`;
}
