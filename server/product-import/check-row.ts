// One spreadsheet row read into a product's values, with every problem it has in the forms' own
// Spanish words. Undefined values are columns the mapping leaves out (an update keeps those).
import { parseFitmentCell } from "../../rules/fitment-text";
import { partNumber } from "../../rules/part-number";
import { MESSAGES } from "../../rules/messages";
import { NEW_PRODUCT_MESSAGES, PRODUCT_FIELD_MESSAGES } from "../../rules/product-field-messages";
import {
  IMPORT_CODE_KINDS,
  IMPORT_FIELD_LABELS,
  splitCodeCell,
  type ImportField,
  type ImportMapping,
} from "../../rules/product-import-columns";
import { restoreSpreadsheetCell } from "../../rules/spreadsheet-cell";
import { parseSpreadsheetNumber } from "../../rules/spreadsheet-number";
import { isSafeText, unsafeTextMessage } from "../../rules/text";
import type { FitmentFields } from "../store/fitments-repository";
import type { CatalogueNames, NameRef } from "./catalogue-names";

export interface RowProblem {
  line: number;
  column: string;
  message: string;
}

export interface RowValues {
  sku: string;
  name?: string;
  category?: NameRef;
  subcategory?: NameRef | null;
  brand?: NameRef;
  costPrice?: number;
  sellingPrice?: number;
  stock?: number;
  stockThreshold?: number;
  barcode?: string | null;
  yearFrom?: number | null;
  yearTo?: number | null;
  location?: string | null;
  notes?: string | null;
  fitments?: FitmentFields[];
  /** OEM and interchange numbers, added as codes once the import is written (import-codes.ts). */
  codes?: ImportedCode[];
}

export interface ImportedCode {
  code: string;
  kind: (typeof IMPORT_CODE_KINDS)[keyof typeof IMPORT_CODE_KINDS];
}

export interface CheckedRow {
  line: number;
  values: RowValues;
  problems: RowProblem[];
}

const MAX_LENGTH: Partial<Record<ImportField, number>> = {
  sku: 60,
  name: 200,
  category: 120,
  subcategory: 120,
  brand: 120,
  barcode: 120,
  location: 120,
  notes: 2000,
};

export const IMPORT_MESSAGES = {
  tooLong: (column: string, limit: number) => `El campo '${column}' admite como máximo ${limit} caracteres`,
  duplicateInFile: (sku: string, line: number) => `El SKU '${sku}' ya aparece en la fila ${line}`,
  codeInFile: (code: string, line: number) => `El código '${code}' ya aparece en la fila ${line}`,
  missingColumn: (column: string) => `Falta la columna '${column}' para crear el producto`,
  unknownCategory: MESSAGES.categoryMissing,
  unknownSubcategory: MESSAGES.subcategoryMissing,
  unknownBrand: MESSAGES.brandMissing,
  unknownVehicle: (text: string) => `${MESSAGES.fitmentVehicleMissing}: '${text}'`,
} as const;

/** The cell of each mapped field, as text with the export's formula guard removed. */
function cellsByField(mapping: ImportMapping, cells: string[]): Map<ImportField, string> {
  const byField = new Map<ImportField, string>();
  mapping.forEach((field, index) => {
    if (field) byField.set(field, restoreSpreadsheetCell((cells[index] ?? "").trim()));
  });
  return byField;
}

function year(text: string): number | null | "bad" {
  if (text === "") return null;
  const value = Number(text);
  return Number.isInteger(value) && value >= 1900 && value <= 2100 ? value : "bad";
}

export function checkRow(
  line: number,
  cells: string[],
  mapping: ImportMapping,
  names: CatalogueNames,
  createMissing: boolean,
): CheckedRow {
  const byField = cellsByField(mapping, cells);
  const problems: RowProblem[] = [];
  const problem = (field: ImportField, message: string) =>
    problems.push({ line, column: IMPORT_FIELD_LABELS[field], message });
  const text = (field: ImportField): string | undefined => {
    const value = byField.get(field);
    const limit = MAX_LENGTH[field];
    if (value !== undefined && limit !== undefined && value.length > limit)
      problem(field, IMPORT_MESSAGES.tooLong(IMPORT_FIELD_LABELS[field], limit));
    return value;
  };
  const optional = (field: ImportField) => {
    const value = text(field);
    return value === undefined ? undefined : value === "" ? null : value;
  };
  const required = (field: ImportField, message: string) => {
    const value = text(field);
    if (value === "") problem(field, message);
    return value === "" ? undefined : value;
  };
  const amount = (field: ImportField, minimum: number, message: string, whole = false) => {
    const value = byField.get(field);
    if (value === undefined) return undefined;
    const parsed = parseSpreadsheetNumber(value);
    if (parsed === null || parsed < minimum || (whole && !Number.isInteger(parsed))) {
      problem(field, message);
      return undefined;
    }
    return parsed;
  };

  // The forms' rules for text: no control or direction-override character in any cell. SKU and
  // barcode are refused by the part-number rule below, in its own words, once.
  for (const [field, value] of byField)
    if (field !== "sku" && field !== "barcode" && !isSafeText(value))
      problem(field, unsafeTextMessage(IMPORT_FIELD_LABELS[field]));
  // SKU and barcode in the form's stored spelling (rules/part-number.ts), or refused as it refuses.
  const spelled = <T extends string | null | undefined>(field: ImportField, label: string, value: T) => {
    if (!value) return value;
    const result = partNumber(value, label);
    if ("problem" in result) problem(field, result.problem);
    return ("value" in result ? result.value : value) as T;
  };
  const sku = spelled("sku", "El SKU", text("sku") ?? "");
  if (sku === "") problem("sku", NEW_PRODUCT_MESSAGES.sku);
  const values: RowValues = { sku };
  values.name = required("name", NEW_PRODUCT_MESSAGES.name);

  const categoryName = required("category", NEW_PRODUCT_MESSAGES.categoryId);
  if (categoryName !== undefined) {
    values.category = names.category(categoryName);
    if ("newName" in values.category && !createMissing) problem("category", IMPORT_MESSAGES.unknownCategory);
  }
  const subcategoryName = optional("subcategory");
  if (subcategoryName === null) values.subcategory = null;
  else if (subcategoryName !== undefined && values.category) {
    values.subcategory = names.subcategory(values.category, subcategoryName);
    if ("newName" in values.subcategory && !createMissing)
      problem("subcategory", IMPORT_MESSAGES.unknownSubcategory);
  }
  const brandName = required("brand", NEW_PRODUCT_MESSAGES.brandId);
  if (brandName !== undefined) {
    values.brand = names.brand(brandName);
    if ("newName" in values.brand && !createMissing) problem("brand", IMPORT_MESSAGES.unknownBrand);
  }

  values.costPrice = amount("costPrice", 0, NEW_PRODUCT_MESSAGES.costPrice);
  values.sellingPrice = amount("sellingPrice", 1, NEW_PRODUCT_MESSAGES.sellingPrice);
  if (byField.get("stock") !== "") values.stock = amount("stock", 0, NEW_PRODUCT_MESSAGES.stock, true);
  if (byField.get("stockThreshold") !== "")
    values.stockThreshold = amount("stockThreshold", 0, NEW_PRODUCT_MESSAGES.stockThreshold, true);
  const barcode = spelled("barcode", "El código de barras", optional("barcode"));
  values.barcode = barcode === "" ? null : barcode;
  values.location = optional("location");
  values.notes = optional("notes");
  readYears(byField, values, problem);
  readFitment(byField.get("fitment"), names, values, problem);
  const codes = (["oemCodes", "interchangeCodes"] as const).flatMap((field) =>
    splitCodeCell(byField.get(field) ?? "").map((code) => ({ code, kind: IMPORT_CODE_KINDS[field] })),
  );
  if (codes.length > 0) values.codes = codes;
  return { line, values, problems };
}

function readYears(
  byField: Map<ImportField, string>,
  values: RowValues,
  problem: (field: ImportField, message: string) => void,
): void {
  const combined = byField.get("years");
  let fromText = byField.get("yearFrom");
  let toText = byField.get("yearTo");
  let field: ImportField = "yearFrom";
  if (combined !== undefined && fromText === undefined && toText === undefined) {
    const [from = "", to = from] = combined.split(/\s*[-–]\s*/);
    fromText = from.trim();
    toText = combined.includes("-") || combined.includes("–") ? to.trim() : fromText;
    field = "years";
  }
  const from = fromText === undefined ? undefined : year(fromText);
  const to = toText === undefined ? undefined : year(toText);
  if (from === "bad") problem(field, PRODUCT_FIELD_MESSAGES.yearInvalid);
  if (to === "bad") problem(field === "years" ? "years" : "yearTo", PRODUCT_FIELD_MESSAGES.yearInvalid);
  if (from === "bad" || to === "bad") return;
  if (typeof from === "number" && typeof to === "number" && from > to) {
    problem(field, PRODUCT_FIELD_MESSAGES.yearsReversed);
    return;
  }
  values.yearFrom = from;
  values.yearTo = to;
}

function readFitment(
  cell: string | undefined,
  names: CatalogueNames,
  values: RowValues,
  problem: (field: ImportField, message: string) => void,
): void {
  if (cell === undefined) return;
  const links: FitmentFields[] = [];
  for (const entry of parseFitmentCell(cell)) {
    const vehicleId = entry ? names.vehicle(entry.vehicle) : null;
    if (!entry || vehicleId === null) {
      problem("fitment", IMPORT_MESSAGES.unknownVehicle(entry?.vehicle ?? cell));
      continue;
    }
    if (links.some((link) => link.vehicleId === vehicleId)) {
      problem("fitment", MESSAGES.fitmentDuplicate);
      continue;
    }
    if (entry.yearFrom !== null && entry.yearTo !== null && entry.yearFrom > entry.yearTo) {
      problem("fitment", PRODUCT_FIELD_MESSAGES.yearsReversed);
      continue;
    }
    links.push({ vehicleId, yearFrom: entry.yearFrom, yearTo: entry.yearTo, engine: entry.engine });
  }
  values.fitments = links.sort((a, b) => a.vehicleId - b.vehicleId);
}
