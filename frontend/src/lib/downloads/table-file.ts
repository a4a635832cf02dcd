// A table on screen as a file the shop opens in its spreadsheet: CSV (lib/downloads/csv.ts: BOM,
// ';', every text cell formula-safe) or .xlsx (numbers stay numbers, text through the same
// neutraliser). The .xlsx writer loads only when a file is asked for: it is large.
import { neutraliseFormula } from "@rules/spreadsheet-cell";
import { toCsv, type CsvCell } from "./csv";
import { downloadBlob } from "./download-file";

export type TableFileFormat = "csv" | "xlsx";

export interface TableFile {
  /** The file's name without its extension. */
  name: string;
  /** The worksheet's name in the .xlsx (at most 31 characters, as spreadsheets allow). */
  sheet: string;
  header: readonly string[];
  rows: readonly (readonly CsvCell[])[];
}

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function tableCsvBlob(table: TableFile): Blob {
  return new Blob([toCsv([table.header, ...table.rows])], { type: "text/csv;charset=utf-8" });
}

function xlsxCell(value: CsvCell): string | number {
  if (typeof value === "number") return value;
  return value === null || value === undefined ? "" : neutraliseFormula(value);
}

export async function tableXlsxBlob(table: TableFile): Promise<Blob> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet.slice(0, 31));
  sheet.addRow(table.header.map(xlsxCell));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map(xlsxCell));
  return new Blob([await workbook.xlsx.writeBuffer()], { type: XLSX_TYPE });
}

export async function downloadTable(table: TableFile, format: TableFileFormat): Promise<void> {
  const blob = format === "xlsx" ? await tableXlsxBlob(table) : tableCsvBlob(table);
  downloadBlob(blob, `${table.name}.${format}`);
}
