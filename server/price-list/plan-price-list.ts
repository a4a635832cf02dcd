// A supplier's price list checked row by row against the catalogue: each row's code is matched to a
// part by SKU, barcode or a code of kind 'Proveedor' (the first that holds it, in that order, one
// query per batch of keys), its cost read as a Spanish or plain number, and the part's new prices
// computed (the selling price by the product dialog's margin rule when asked). Unknown codes are
// listed, never created; nothing here writes.
import type { SupplierPriceListChange, SupplierPriceListResult } from "@contract/types";
import { codeKey } from "../../rules/code-key";
import { sellingKeepingMargin } from "../../rules/price-margin";
import {
  PURCHASE_MESSAGES,
  priceListRepeatMessage,
  priceListSamePartMessage,
} from "../../rules/purchase-messages";
import { toCents } from "../../rules/sale-money";
import { restoreSpreadsheetCell } from "../../rules/spreadsheet-cell";
import { parseSpreadsheetNumber } from "../../rules/spreadsheet-number";
import { isSafeText, unsafeTextMessage } from "../../rules/text";
import { MAX_PROBLEMS } from "../product-import/preview-import";
import type { Sheet, SheetRow } from "../product-import/read-sheet";
import type { CodeHolder } from "../store/product-codes-repository";
import type { PriceListChangeDraft } from "../store/purchases-repository";
import type { Store } from "../store/store";

export interface PriceListColumns {
  codeColumn: number;
  costColumn: number;
  updateSellingPrices: boolean;
}

export interface PriceListPlan {
  result: SupplierPriceListResult;
  /** Every change, for the write (the result lists the first MAX_LISTED). */
  drafts: PriceListChangeDraft[];
}

const MAX_LISTED = 200;
const MATCHING_KINDS: ReadonlySet<CodeHolder["kind"]> = new Set(["SKU", "Código de barras", "Proveedor"]);

interface ReadRow {
  line: number;
  code: string;
  key: string;
  costCents: number;
}

const cell = (row: SheetRow, column: number) => restoreSpreadsheetCell((row.cells[column] ?? "").trim());

export async function planPriceList(
  store: Store,
  sheet: Sheet,
  columns: PriceListColumns,
): Promise<PriceListPlan> {
  const codeHeader = sheet.headers[columns.codeColumn] ?? "";
  const costHeader = sheet.headers[columns.costColumn] ?? "";
  const result: SupplierPriceListResult = {
    applied: false,
    rowsTotal: 0,
    changed: 0,
    unchanged: 0,
    changes: [],
    unknownCodes: [],
    problems: [],
    problemsTotal: 0,
  };
  const drafts: PriceListChangeDraft[] = [];
  const problem = (line: number, column: string, message: string) => {
    result.problemsTotal += 1;
    if (result.problems.length < MAX_PROBLEMS) result.problems.push({ line, column, message });
  };
  const lineOfKey = new Map<string, number>();
  const lineOfPart = new Map<number, number>();

  const readRow = (row: SheetRow): ReadRow | null => {
    const code = cell(row, columns.codeColumn);
    const costText = cell(row, columns.costColumn);
    if (code === "" && costText === "") return null;
    result.rowsTotal += 1;
    let ok = true;
    if (code === "" || codeKey(code) === "") {
      problem(row.line, codeHeader, PURCHASE_MESSAGES.priceListCodeMissing);
      ok = false;
    } else if (!isSafeText(code)) {
      problem(row.line, codeHeader, unsafeTextMessage(codeHeader));
      ok = false;
    }
    const cost = parseSpreadsheetNumber(costText);
    if (cost === null || cost < 0 || cost > 99_999_999) {
      problem(row.line, costHeader, PURCHASE_MESSAGES.priceListCost);
      ok = false;
    }
    if (!ok) return null;
    const key = codeKey(code);
    const first = lineOfKey.get(key);
    if (first !== undefined) {
      problem(row.line, codeHeader, priceListRepeatMessage(code, first));
      return null;
    }
    lineOfKey.set(key, row.line);
    return { line: row.line, code, key, costCents: toCents(cost!) };
  };

  for await (const batch of sheet.batches()) {
    const rows = batch.flatMap((row) => readRow(row) ?? []);
    const holders = await store.productCodes.holdersOfKeys(rows.map((row) => row.key));
    for (const row of rows) {
      const holder = (holders.get(row.key) ?? []).find((candidate) => MATCHING_KINDS.has(candidate.kind));
      if (!holder) {
        if (result.unknownCodes.length < MAX_PROBLEMS)
          result.unknownCodes.push({ line: row.line, code: row.code });
        continue;
      }
      const firstLine = lineOfPart.get(holder.productId);
      if (firstLine !== undefined) {
        problem(row.line, codeHeader, priceListSamePartMessage(holder.productSku, firstLine));
        continue;
      }
      lineOfPart.set(holder.productId, row.line);
      const product = await store.products.find(holder.productId);
      if (!product) continue;
      const before = { costCents: toCents(product.costPrice), sellingCents: toCents(product.sellingPrice) };
      const sellingCents = columns.updateSellingPrices
        ? sellingKeepingMargin(before, row.costCents)
        : before.sellingCents;
      if (row.costCents === before.costCents && sellingCents === before.sellingCents) {
        result.unchanged += 1;
        continue;
      }
      result.changed += 1;
      drafts.push({ productId: product.id, before, costCents: row.costCents, sellingCents });
      if (result.changes.length < MAX_LISTED) {
        const change: SupplierPriceListChange = {
          line: row.line,
          code: row.code,
          productId: product.id,
          sku: product.sku,
          name: product.name,
          oldCostPrice: product.costPrice,
          newCostPrice: row.costCents / 100,
          oldSellingPrice: product.sellingPrice,
          newSellingPrice: sellingCents / 100,
        };
        result.changes.push(change);
      }
    }
  }
  return { result, drafts };
}
