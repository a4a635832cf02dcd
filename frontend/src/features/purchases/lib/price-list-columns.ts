// The columns a supplier's price list is read by, first guessed from the upload's suggested mapping
// (the catalogue import's header matching): the code is the column matched as SKU, else barcode,
// else interchange ('Proveedor') numbers; the cost is the cost column, else the price column (a
// supplier's 'Precio' is what the shop pays).
import type { ImportField } from "@rules/product-import-columns";

const CODE_FIELDS: readonly ImportField[] = ["sku", "barcode", "interchangeCodes", "oemCodes"];
const COST_FIELDS: readonly ImportField[] = ["costPrice", "sellingPrice"];

function firstColumn(mapping: readonly (string | null)[], fields: readonly ImportField[]): number {
  for (const field of fields) {
    const index = mapping.indexOf(field);
    if (index >= 0) return index;
  }
  return -1;
}

export function guessPriceListColumns(
  headers: readonly string[],
  mapping: readonly (string | null)[],
): { codeColumn: number; costColumn: number } {
  const found = firstColumn(mapping, CODE_FIELDS);
  const codeColumn = found >= 0 ? found : 0;
  const cost = firstColumn(mapping, COST_FIELDS);
  const costColumn = cost >= 0 && cost !== codeColumn ? cost : headers.length > 1 ? headers.length - 1 : 0;
  return { codeColumn, costColumn };
}
