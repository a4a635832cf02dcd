// A products spreadsheet as its header and its rows, a batch at a time: CSV through papaparse (comma,
// semicolon or tab, guessed from the file; parsing pauses between batches so a large file is never
// held as rows all at once) or the first worksheet of an .xlsx through exceljs. Blank rows are
// skipped; each row keeps its line in the file (the header is line 1). Reading is bounded
// (zip-bounds.ts, row-bounds.ts): a file past a bound is a SheetRefusal with its Spanish reason.
// readSheetData gives plain data a worker thread can post back (bff/src/import/sheet-worker.ts):
// the rows it parsed under those bounds, kept for the preview and the import, so no file is parsed
// twice and nothing is parsed outside the bounded read (in the BFF, outside the worker).
import Papa from "papaparse";
import { SHEET_TIME_LIMIT_SECONDS } from "../../rules/spreadsheet-limits";
import { formatSpreadsheetNumber } from "../../rules/spreadsheet-number";
import { decodeSpreadsheetText } from "./decode-text";
import { rowBounds, type RowBounds } from "./row-bounds";
import { checkZipBounds } from "./zip-bounds";

export interface SheetRow {
  line: number;
  cells: string[];
}

export interface Sheet {
  headers: string[];
  /** Every data row, in batches, from the first; iterate it again for another pass. */
  batches(): AsyncGenerator<SheetRow[]>;
}

export type SheetKind = "csv" | "xlsx";

// Small batches: a batch lives across its database round trips, long enough to leave V8's young
// generation, so the larger it is the more garbage piles up in the old one before a full collection.
const BATCH_BYTES = 16 * 1024;

/** By the bytes, not the name: an .xlsx is a ZIP archive. */
export function sheetKindOf(bytes: Uint8Array): SheetKind {
  return bytes[0] === 0x50 && bytes[1] === 0x4b ? "xlsx" : "csv";
}

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === "");

async function* csvBatches(text: string, delimiter: string): AsyncGenerator<SheetRow[]> {
  let pending: { rows: string[][]; parser: Papa.Parser } | null = null;
  let finished = false;
  let wake: (() => void) | null = null;
  let line = 0;
  let parserRef: Papa.Parser | null = null;
  Papa.parse<string[]>(text, {
    delimiter,
    chunkSize: BATCH_BYTES,
    chunk(result: Papa.ParseResult<string[]>, parser: Papa.Parser) {
      parserRef = parser;
      pending = { rows: result.data, parser };
      parser.pause();
      wake?.();
    },
    complete() {
      finished = true;
      wake?.();
    },
  });
  try {
    for (;;) {
      const current = pending as { rows: string[][]; parser: Papa.Parser } | null;
      if (current) {
        pending = null;
        const batch: SheetRow[] = [];
        for (const cells of current.rows) {
          line += 1;
          if (line === 1) continue;
          if (!isBlank(cells)) batch.push({ line, cells });
        }
        if (batch.length > 0) yield batch;
        current.parser.resume();
        continue;
      }
      if (finished) return;
      await new Promise<void>((resolve) => (wake = resolve));
      wake = null;
    }
  } finally {
    if (!finished) (parserRef as Papa.Parser | null)?.abort();
  }
}

const DELIMITERS = [";", ",", "\t"];

/**
 * The header row and the delimiter it shows (the first non-blank line is the header). Papa's guess
 * wants more than two fields, so a two-column header ('Código;Precio', a supplier's price list) falls
 * back to the delimiter the header line holds most often.
 */
function csvHeader(text: string): { headers: string[]; delimiter: string } {
  let first = Papa.parse<string[]>(text, { delimitersToGuess: DELIMITERS, preview: 1 });
  if ((first.data[0]?.length ?? 0) < 2) {
    const line = text.split(/\r?\n/, 1)[0] ?? "";
    const counts = DELIMITERS.map((delimiter) => line.split(delimiter).length - 1);
    const most = Math.max(...counts);
    if (most > 0)
      first = Papa.parse<string[]>(text, { delimiter: DELIMITERS[counts.indexOf(most)], preview: 1 });
  }
  return { headers: (first.data[0] ?? []).map((cell) => cell.trim()), delimiter: first.meta.delimiter };
}

type CellValue = unknown;

function cellText(value: CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return formatSpreadsheetNumber(value);
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (v.richText) return v.richText.map((part) => part.text).join("");
    if ("result" in v) return cellText(v.result);
    if (v.text !== undefined) return cellText(v.text);
  }
  return "";
}

/** A read file as plain data (structured-cloneable): its header and the data rows the read parsed. */
export interface SheetData {
  kind: SheetKind;
  headers: string[];
  rowsTotal: number;
  rows: SheetRow[];
}

async function xlsxData(bytes: Uint8Array, bounds: RowBounds): Promise<SheetData> {
  await checkZipBounds(bytes);
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: SheetRow[] = [];
  let headers: string[] = [];
  sheet?.eachRow({ includeEmpty: false }, (row, number) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from({ length: values.length }, (_, i) => cellText(values[i]));
    const data = number !== 1 && !isBlank(cells);
    bounds.check(number, cells, data);
    if (number === 1) headers = cells.map((cell) => cell.trim());
    else if (data) rows.push({ line: number, cells });
  });
  return { kind: "xlsx", headers, rowsTotal: rows.length, rows };
}

async function csvData(bytes: Uint8Array, bounds: RowBounds): Promise<SheetData> {
  const text = decodeSpreadsheetText(bytes).replace(/^(?:[ \t]*\r?\n)+/, "");
  const { headers, delimiter } = csvHeader(text);
  bounds.check(1, headers, false);
  const rows: SheetRow[] = [];
  for await (const batch of csvBatches(text, delimiter))
    for (const row of batch) {
      bounds.check(row.line, row.cells);
      rows.push(row);
    }
  return { kind: "csv", headers, rowsTotal: rows.length, rows };
}

/** The whole file read once and checked against every bound; refusals are SheetRefusal. */
export async function readSheetData(
  bytes: Uint8Array,
  deadline = Date.now() + SHEET_TIME_LIMIT_SECONDS * 1000,
): Promise<SheetData> {
  const bounds = rowBounds(deadline);
  return sheetKindOf(bytes) === "xlsx" ? xlsxData(bytes, bounds) : csvData(bytes, bounds);
}

/** The sheet of read data: its kept rows, a batch at a time, on every pass. */
export function sheetOf(data: SheetData): Sheet {
  const { rows } = data;
  return {
    headers: data.headers,
    async *batches() {
      for (let start = 0; start < rows.length; start += 500) yield rows.slice(start, start + 500);
    },
  };
}

export async function readSheet(bytes: Uint8Array): Promise<Sheet> {
  return sheetOf(await readSheetData(bytes));
}
