// The import's side of one code key for every number a part carries (server/code-claims.ts): a row's
// SKU and barcode may be no other part's SKU, barcode or code, whether that part is stored or
// comes from an earlier row of the same file. A row refused here is refused like any other.
import { codeKey } from "../../rules/code-key";
import { IMPORT_FIELD_LABELS, type ImportField } from "../../rules/product-import-columns";
import { codeClaimRefusal } from "../code-claims";
import type { CodeHolder } from "../store/product-codes-repository";
import { IMPORT_MESSAGES, type RowProblem } from "./check-row";
import type { PlannedRow } from "./plan-rows";

/** Code key → the line that first carried it and that line's SKU key (over the whole file). */
export type FileClaims = Map<string, { line: number; skuKey: string }>;

/** Many keys' holders at once (the store's holdersOfKeys). */
export type HoldersOfKeys = (keys: readonly string[]) => Promise<Map<string, CodeHolder[]>>;

/** The keys a batch writes (its new and updated rows' SKUs and barcodes), looked up in one go. */
function keysWritten(planned: PlannedRow[]): string[] {
  return planned.flatMap((row) =>
    row.kind === "create" || row.kind === "update"
      ? [row.values.sku, row.values.barcode].flatMap((code) => (code ? [codeKey(code)] : []))
      : [],
  );
}

export async function claimCodes(
  planned: PlannedRow[],
  holdersOfKeys: HoldersOfKeys,
  claims: FileClaims,
): Promise<PlannedRow[]> {
  const stored = await holdersOfKeys(keysWritten(planned));
  const holdersOf = async (key: string) => stored.get(key) ?? [];
  const out: PlannedRow[] = [];
  for (const row of planned) {
    if (row.kind === "refused") {
      out.push(row);
      continue;
    }
    const problems: RowProblem[] = [];
    const skuKey = codeKey(row.values.sku);
    const productId = row.kind === "update" ? row.before.id : undefined;
    const numbers: [string | null | undefined, ImportField, "sku" | "code"][] = [
      [row.values.sku, "sku", "sku"],
      [row.values.barcode, "barcode", "code"],
    ];
    for (const [code, field, what] of numbers) {
      if (!code) continue;
      const key = codeKey(code);
      const earlier = claims.get(key);
      const column = IMPORT_FIELD_LABELS[field];
      if (earlier && earlier.skuKey !== skuKey) {
        problems.push({ line: row.line, column, message: IMPORT_MESSAGES.codeInFile(code, earlier.line) });
        continue;
      }
      // A row left unchanged keeps numbers it already has; only what it writes is checked.
      const refusal =
        row.kind === "unchanged" ? null : await codeClaimRefusal(holdersOf, code, productId, what);
      if (refusal) problems.push({ line: row.line, column, message: refusal });
    }
    if (problems.length > 0) {
      out.push({ line: row.line, kind: "refused", values: row.values, problems });
      continue;
    }
    for (const code of [row.values.sku, row.values.barcode])
      if (code && !claims.has(codeKey(code))) claims.set(codeKey(code), { line: row.line, skuKey });
    out.push(row);
  }
  return out;
}
