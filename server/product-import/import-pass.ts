// One pass over a spreadsheet: each batch of rows checked, looked up by SKU and planned. The preview
// runs it against the store; the import runs it inside its transaction, through the writer.
import type { ImportMapping } from "../../rules/product-import-columns";
import type { ImportProductRow } from "../store/product-import-repository";
import type { CatalogueNames } from "./catalogue-names";
import { checkRow } from "./check-row";
import { claimCodes, type FileClaims, type HoldersOfKeys } from "./code-claims";
import { planRows, type ImportMode, type PlannedRow } from "./plan-rows";
import type { Sheet, SheetRow } from "./read-sheet";

export interface ImportOptions {
  mapping: ImportMapping;
  mode: ImportMode;
  createMissing: boolean;
}

export interface PlannedBatch {
  rows: SheetRow[];
  planned: PlannedRow[];
}

export async function* importPass(
  sheet: Sheet,
  options: ImportOptions,
  names: CatalogueNames,
  existing: (skus: string[]) => Promise<ImportProductRow[]>,
  holdersOfKeys: HoldersOfKeys,
): AsyncGenerator<PlannedBatch> {
  const seen = new Map<string, number>();
  const claims: FileClaims = new Map();
  for await (const rows of sheet.batches()) {
    const checked = rows.map((row) =>
      checkRow(row.line, row.cells, options.mapping, names, options.createMissing),
    );
    const skus = checked.map((row) => row.values.sku).filter((sku) => sku !== "");
    const found = new Map((await existing(skus)).map((row) => [row.sku.toLowerCase(), row]));
    const planned = planRows(checked, found, seen, options.mode);
    yield { rows, planned: await claimCodes(planned, holdersOfKeys, claims) };
  }
}
