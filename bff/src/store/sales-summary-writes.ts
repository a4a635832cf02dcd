// The sales summary and the parts' last sale kept right by every write that moves a figure, in the
// write's own transaction (migrations/support/sales-summary.ts holds the statements; the migration's
// backfill, the seed and the benchmark use the same ones). A completed sale, and a return, add their
// own lines to the rows of their day. A cancellation re-sums the groups the sale belongs to (the day
// it was completed and the day of each of its returns, under its seller and method) from the lines,
// which no longer count it. A part whose category or brand changes, or that is deleted, re-sums the
// days it was sold or returned on.
import type { Knex } from "knex";
import { localDate } from "../../../rules/shop-time";
import {
  addReturnToSummary,
  addSaleToSummary,
  recomputeLastSold,
  recordLastSold,
  summarizeDays,
  summarizeGroups,
  summaryZone,
} from "../../../migrations/support/sales-summary";

interface SaleKeys {
  user_id: number | null;
  payment_method: string | null;
  completed_at: string | null;
}

/** Re-sums the summary groups of one sale (after it was completed, returned or canceled). */
export async function summarizeSale(trx: Knex.Transaction, saleId: number): Promise<void> {
  const sale = await trx("sales")
    .where({ id: saleId })
    .first<SaleKeys | undefined>("user_id", "payment_method", "completed_at");
  if (!sale?.completed_at) return;
  const returns = await trx("sale_returns").where({ sale_id: saleId }).pluck<string[]>("created_at");
  const zone = await summaryZone(trx);
  const keys = { sellerKey: sale.user_id ?? 0, method: sale.payment_method ?? "" };
  await summarizeGroups(
    trx,
    [sale.completed_at, ...returns].map((at) => ({ day: localDate(at, zone), ...keys })),
  );
}

async function partsOf(trx: Knex.Transaction, saleId: number): Promise<number[]> {
  return trx("sale_lines")
    .where({ sale_id: saleId })
    .whereNotNull("product_id")
    .pluck<number[]>("product_id");
}

async function keysOf(trx: Knex.Transaction, saleId: number) {
  const sale = await trx("sales")
    .where({ id: saleId })
    .first<SaleKeys>("user_id", "payment_method", "completed_at");
  return {
    at: sale.completed_at ?? "",
    group: { sellerKey: sale.user_id ?? 0, method: sale.payment_method ?? "" },
  };
}

/** A sale was completed: its lines added to its day's rows, and its parts' last sale. */
export async function summarizeCompletedSale(trx: Knex.Transaction, saleId: number): Promise<void> {
  const { at, group } = await keysOf(trx, saleId);
  await addSaleToSummary(trx, saleId, group, at);
  await recordLastSold(trx, await partsOf(trx, saleId), at);
}

/** A return was made: its lines added to the rows of its day under the sale's seller and method. */
export async function summarizeReturn(
  trx: Knex.Transaction,
  saleId: number,
  returnId: number,
): Promise<void> {
  const { group } = await keysOf(trx, saleId);
  const at = await trx("sale_returns").where({ id: returnId }).first<{ created_at: string }>("created_at");
  await addReturnToSummary(trx, returnId, group, at.created_at);
}

/** A completed sale was canceled: its groups, and its parts' last sale taken from what remains. */
export async function summarizeCanceledSale(trx: Knex.Transaction, saleId: number): Promise<void> {
  await summarizeSale(trx, saleId);
  await recomputeLastSold(trx, await partsOf(trx, saleId));
}

/** The days the parts were sold or returned on, as the summary has them. */
export async function summaryDaysOf(trx: Knex.Transaction, productIds: number[]): Promise<string[]> {
  const days: string[] = [];
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += 500)
    days.push(
      ...(await trx("sales_summary_products")
        .whereIn("product_key", ids.slice(i, i + 500))
        .distinct()
        .pluck<string[]>("local_day")),
    );
  return days;
}

/** Parts moved to another category or brand: their days re-summed under the new ones. */
export async function summarizeMovedParts(trx: Knex.Transaction, productIds: number[]): Promise<void> {
  if (productIds.length > 0) await summarizeDays(trx, await summaryDaysOf(trx, productIds));
}

/** The category and brand of a part before an edit that may change them (null when unchanged by it). */
export async function placeOf(
  trx: Knex,
  id: number,
  fields: { categoryId?: unknown; brandId?: unknown },
): Promise<{ category_id: number; brand_id: number } | null> {
  if (fields.categoryId === undefined && fields.brandId === undefined) return null;
  return (
    (await trx("products")
      .where({ id })
      .first<{ category_id: number; brand_id: number } | undefined>("category_id", "brand_id")) ?? null
  );
}

/** True when the edit moved the part to another category or brand. */
export function moved(
  before: { category_id: number; brand_id: number } | null,
  fields: { categoryId?: number | null; brandId?: number | null },
): boolean {
  if (!before) return false;
  return (
    (fields.categoryId !== undefined && Number(fields.categoryId) !== Number(before.category_id)) ||
    (fields.brandId !== undefined && Number(fields.brandId) !== Number(before.brand_id))
  );
}
