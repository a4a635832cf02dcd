// CSV that spreadsheets open correctly: UTF-8 with a byte-order mark (Excel otherwise reads the
// file as ANSI and breaks accents), every field quoted, CRLF line ends, ';' by default because a
// Spanish-locale spreadsheet uses the comma as its decimal separator. Every text cell goes through
// the shared formula neutraliser (rules/spreadsheet-cell.ts).
import { neutraliseFormula } from "@rules/spreadsheet-cell";

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = "\uFEFF";

export function csvField(value: CsvCell): string {
  const text = value === null || value === undefined ? "" : neutraliseFormula(String(value));
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(rows: readonly (readonly CsvCell[])[], separator: ";" | "," = ";"): string {
  return CSV_BOM + rows.map((row) => row.map(csvField).join(separator)).join("\r\n") + "\r\n";
}

/** A number as a Spanish spreadsheet reads it: decimal comma, no thousands separator. */
export function csvNumber(value: number, decimals = 0): string {
  return value.toFixed(decimals).replace(".", ",");
}
