// 'Exportar productos': the catalogue (or one search) as CSV or .xlsx, written a page at a time as
// the client reads it. The columns and cell texts are the import's, so an exported file imports back
// unchanged: names for category, subcategory and brand, fitment as 'Chevrolet Spark 2006-2009',
// formula-like text guarded by rules/spreadsheet-cell.ts.
import Papa from "papaparse";
import { formatFitmentCell } from "../../rules/fitment-text";
import {
  EXPORT_FIELDS,
  IMPORT_CODE_KINDS,
  IMPORT_FIELD_LABELS,
  type ImportField,
} from "../../rules/product-import-columns";
import { neutraliseFormula } from "../../rules/spreadsheet-cell";
import { formatSpreadsheetNumber } from "../../rules/spreadsheet-number";
import type { Product } from "@contract/types";
import type { FitmentFields } from "../store/fitments-repository";
import type { Store } from "../store/store";

const PAGE = 500;

export interface ExportFilter {
  search?: string;
  categoryId?: number;
}

type Cell = string | number;

function cells(product: Product, links: FitmentFields[], vehicles: Map<number, string>): Cell[] {
  const value: Record<Exclude<ImportField, keyof typeof IMPORT_CODE_KINDS>, Cell> = {
    sku: product.sku,
    name: product.name,
    category: product.category?.name ?? "",
    subcategory: product.subcategory?.name ?? "",
    brand: product.brand?.name ?? "",
    costPrice: product.costPrice,
    sellingPrice: product.sellingPrice,
    stock: product.stock,
    stockThreshold: product.stockThreshold,
    barcode: product.barcode ?? "",
    yearFrom: product.yearFrom ?? "",
    yearTo: product.yearTo ?? "",
    years: "",
    location: product.location ?? "",
    notes: product.notes ?? "",
    fitment: formatFitmentCell(
      links.map((link) => ({ ...link, vehicle: vehicles.get(link.vehicleId) ?? "" })),
    ),
  };
  return EXPORT_FIELDS.map((field) => {
    const cell = field in IMPORT_CODE_KINDS ? "" : value[field as keyof typeof value];
    return typeof cell === "number" ? cell : neutraliseFormula(cell);
  });
}

/** Every exported row after the header, a page at a time, in the inventory's order. */
async function* exportRows(store: Store, filter: ExportFilter): AsyncGenerator<Cell[][]> {
  const catalogue = await store.productImport.catalogue();
  const vehicles = new Map(catalogue.vehicles.map((v) => [v.id, `${v.brandName} ${v.name}`]));
  for (let offset = 0; ; offset += PAGE) {
    const { items } = await store.products.list({ ...filter, limit: PAGE, offset });
    if (items.length === 0) return;
    const links = await store.productImport.fitmentsOf(items.map((p) => p.id));
    yield items.map((product) => cells(product, links.get(product.id) ?? [], vehicles));
    if (items.length < PAGE) return;
  }
}

const HEADER = EXPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]);

/** UTF-8 with a byte-order mark and ';' between cells: what a Spanish-locale spreadsheet opens as is. */
export async function* exportCsv(store: Store, filter: ExportFilter): AsyncGenerator<string> {
  const options = { delimiter: ";", newline: "\r\n", quotes: false } as const;
  yield `\ufeff${Papa.unparse([HEADER], options)}\r\n`;
  for await (const rows of exportRows(store, filter)) {
    const text = rows.map((row) =>
      row.map((cell) => (typeof cell === "number" ? formatSpreadsheetNumber(cell) : cell)),
    );
    yield `${Papa.unparse(text, options)}\r\n`;
  }
}

/** Streamed where Node streams exist (the BFF); built in memory in a browser (the mocks). */
export async function* exportXlsx(store: Store, filter: ExportFilter): AsyncGenerator<Uint8Array> {
  const { default: ExcelJS } = await import("exceljs");
  if (typeof process === "undefined" || !process.versions?.node) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Productos");
    sheet.addRow(HEADER);
    for await (const rows of exportRows(store, filter)) for (const row of rows) sheet.addRow(row);
    yield new Uint8Array(await workbook.xlsx.writeBuffer());
    return;
  }
  const { PassThrough } = await import("node:stream");
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet("Productos");
  const write = async () => {
    sheet.addRow(HEADER).commit();
    for await (const rows of exportRows(store, filter)) for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  for await (const chunk of output) yield chunk as Uint8Array;
}
