// What each checked row will do: create a product, update the one with its SKU (only what differs),
// change nothing, or be refused. Also the ledger records of a write: stock set by an import is an
// 'import' movement of the difference; a changed price a price-history row.
import { codeKey } from "../../rules/code-key";
import { MESSAGES } from "../../rules/messages";
import { NEW_PRODUCT_MESSAGES } from "../../rules/product-field-messages";
import { IMPORT_FIELD_LABELS, type ImportField } from "../../rules/product-import-columns";
import type { ImportProductRow } from "../store/product-import-repository";
import type { ProductFields } from "../store/products-repository";
import type { PriceChangeInput, StockMovementInput } from "../store/stock-ledger-repository";
import { IMPORT_MESSAGES, type CheckedRow, type RowProblem, type RowValues } from "./check-row";
import type { NameRef } from "./catalogue-names";

export type ImportMode = "create" | "upsert";

export type PlannedRow =
  | { line: number; kind: "refused"; values: RowValues; problems: RowProblem[] }
  | { line: number; kind: "create"; values: RowValues }
  | { line: number; kind: "update"; values: RowValues; before: ImportProductRow }
  | { line: number; kind: "unchanged"; values: RowValues; before: ImportProductRow };

const NEEDED_TO_CREATE: [keyof RowValues, ImportField, string][] = [
  ["name", "name", NEW_PRODUCT_MESSAGES.name],
  ["category", "category", NEW_PRODUCT_MESSAGES.categoryId],
  ["brand", "brand", NEW_PRODUCT_MESSAGES.brandId],
  ["costPrice", "costPrice", NEW_PRODUCT_MESSAGES.costPrice],
  ["sellingPrice", "sellingPrice", NEW_PRODUCT_MESSAGES.sellingPrice],
];

const sameRef = (ref: NameRef | null | undefined, id: number | null) =>
  ref === undefined || (ref === null ? id === null : "id" in ref && ref.id === id);

const sameLinks = (a: RowValues["fitments"], b: ImportProductRow["fitments"]) =>
  a === undefined ||
  (a.length === b.length &&
    a.every((link, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        other.vehicleId === link.vehicleId &&
        other.yearFrom === link.yearFrom &&
        other.yearTo === link.yearTo &&
        (other.engine ?? null) === (link.engine ?? null)
      );
    }));

function changes(values: RowValues, before: ImportProductRow): boolean {
  const plain: (keyof RowValues & keyof ImportProductRow)[] = [
    "name",
    "costPrice",
    "sellingPrice",
    "stock",
    "stockThreshold",
    "barcode",
    "yearFrom",
    "yearTo",
    "location",
    "notes",
  ];
  return (
    values.sku !== before.sku ||
    plain.some((key) => values[key] !== undefined && values[key] !== before[key]) ||
    !sameRef(values.category, before.categoryId) ||
    !sameRef(values.subcategory, before.subcategoryId) ||
    !sameRef(values.brand, before.brandId) ||
    !sameLinks(values.fitments, before.fitments)
  );
}

/**
 * `existing`: the batch's products by lower-case SKU; `seen`: SKU code key → first line, over
 * the whole file so far (a SKU twice in one file is refused the second time).
 */
export function planRows(
  rows: CheckedRow[],
  existing: Map<string, ImportProductRow>,
  seen: Map<string, number>,
  mode: ImportMode,
): PlannedRow[] {
  return rows.map(({ line, values, problems }) => {
    // One SKU twice in a file is caught in any spelling of the code key (rules/code-key.ts).
    // A SKU already refused (its spelling) is no twin of another row's.
    const skuRefused = problems.some((p) => p.column === IMPORT_FIELD_LABELS.sku);
    const key = skuRefused ? "" : codeKey(values.sku);
    const all = [...problems];
    const firstLine = key === "" ? undefined : seen.get(key);
    if (firstLine !== undefined)
      all.push({
        line,
        column: IMPORT_FIELD_LABELS.sku,
        message: IMPORT_MESSAGES.duplicateInFile(values.sku, firstLine),
      });
    else if (key !== "") seen.set(key, line);
    const before = existing.get(values.sku.toLowerCase());
    if (before && mode === "create")
      all.push({ line, column: IMPORT_FIELD_LABELS.sku, message: MESSAGES.duplicateSku });
    if (!before)
      for (const [key, field, message] of NEEDED_TO_CREATE)
        if (values[key] === undefined && !all.some((p) => p.column === IMPORT_FIELD_LABELS[field]))
          all.push({ line, column: IMPORT_FIELD_LABELS[field], message });
    if (all.length > 0) return { line, kind: "refused", values, problems: all };
    if (!before) return { line, kind: "create", values };
    return changes(values, before)
      ? { line, kind: "update", values, before }
      : { line, kind: "unchanged", values, before };
  });
}

/** The product columns a row sets, once its names are ids. */
export function productFields(
  values: RowValues,
  ids: { category?: number; subcategory?: number | null; brand?: number },
) {
  const fields: Partial<ProductFields> = { sku: values.sku };
  const copy = [
    "name",
    "costPrice",
    "sellingPrice",
    "stock",
    "stockThreshold",
    "barcode",
    "yearFrom",
    "yearTo",
    "location",
    "notes",
  ] as const;
  for (const key of copy) if (values[key] !== undefined) Object.assign(fields, { [key]: values[key] });
  if (ids.category !== undefined) fields.categoryId = ids.category;
  if (ids.subcategory !== undefined) fields.subcategoryId = ids.subcategory;
  if (ids.brand !== undefined) fields.brandId = ids.brand;
  return fields;
}

export function importRecords(
  productId: number,
  before: ImportProductRow | null,
  after: { stock: number; costPrice: number; sellingPrice: number },
  userId: number | null,
): { movements: StockMovementInput[]; prices: PriceChangeInput[] } {
  const oldStock = before?.stock ?? 0;
  const movements: StockMovementInput[] =
    before && after.stock === oldStock
      ? []
      : [{ productId, quantity: after.stock - oldStock, stockAfter: after.stock, kind: "import", userId }];
  const prices: PriceChangeInput[] =
    before && before.costPrice === after.costPrice && before.sellingPrice === after.sellingPrice
      ? []
      : [
          {
            productId,
            oldCostPrice: before?.costPrice ?? null,
            newCostPrice: after.costPrice,
            oldSellingPrice: before?.sellingPrice ?? null,
            newSellingPrice: after.sellingPrice,
            userId,
          },
        ];
  return { movements, prices };
}
