// The preview: the whole file checked without writing anything. It answers the first rows as they
// will be imported, every row's problems (the first MAX_PROBLEMS of them) and what would happen.
import type { Store } from "../store/store";
import { CatalogueNames } from "./catalogue-names";
import type { RowProblem } from "./check-row";
import { importPass, type ImportOptions } from "./import-pass";
import type { PlannedRow } from "./plan-rows";
import type { Sheet } from "./read-sheet";

export const PREVIEW_ROWS = 20;
export const MAX_PROBLEMS = 1000;

export interface ImportPreview {
  rowsTotal: number;
  create: number;
  update: number;
  unchanged: number;
  refused: number;
  newCategories: string[];
  newBrands: string[];
  rows: { line: number; action: PlannedRow["kind"]; cells: string[] }[];
  problems: RowProblem[];
  problemsTotal: number;
}

export async function previewImport(
  store: Store,
  sheet: Sheet,
  options: ImportOptions,
): Promise<ImportPreview> {
  const names = new CatalogueNames(await store.productImport.catalogue());
  const preview: ImportPreview = {
    rowsTotal: 0,
    create: 0,
    update: 0,
    unchanged: 0,
    refused: 0,
    newCategories: [],
    newBrands: [],
    rows: [],
    problems: [],
    problemsTotal: 0,
  };
  const newCategories = new Map<string, string>();
  const newBrands = new Map<string, string>();
  for await (const { rows, planned } of importPass(
    sheet,
    options,
    names,
    (skus) => store.productImport.existing(skus),
    (keys) => store.productCodes.holdersOfKeys(keys),
  )) {
    planned.forEach((row, index) => {
      preview.rowsTotal += 1;
      preview[row.kind] += 1;
      if (preview.rows.length < PREVIEW_ROWS)
        preview.rows.push({ line: row.line, action: row.kind, cells: rows[index]?.cells ?? [] });
      if (row.kind === "refused") {
        preview.problemsTotal += row.problems.length;
        for (const problem of row.problems)
          if (preview.problems.length < MAX_PROBLEMS) preview.problems.push(problem);
        return;
      }
      const { category, brand } = row.values;
      if (category && "newName" in category)
        newCategories.set(category.newName.toLowerCase(), category.newName);
      if (brand && "newName" in brand) newBrands.set(brand.newName.toLowerCase(), brand.newName);
    });
  }
  preview.newCategories = [...newCategories.values()];
  preview.newBrands = [...newBrands.values()];
  return preview;
}
