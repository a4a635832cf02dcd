// The stock ledger's and the price history's writers. Each repository calls them inside the
// transaction that changes the stock or the prices, so a change and its record commit or fail together.
import type { Knex } from "knex";
import type { LedgerRecords } from "../../../server/ledger-records";
import type { PriceChangeInput, StockMovementInput } from "../../../server/store/stock-ledger-repository";
import { isPostgres } from "../db/dialect";

/** Rows per INSERT: well under SQLite's 32 766 bound parameters at 8 per row. */
const CHUNK = 500;

export async function recordStockMovements(
  db: Knex | Knex.Transaction,
  movements: StockMovementInput[],
): Promise<void> {
  if (movements.length === 0) return;
  const createdAt = new Date().toISOString();
  for (let start = 0; start < movements.length; start += CHUNK)
    await db("stock_movements").insert(
      movements.slice(start, start + CHUNK).map((movement) => ({
        product_id: movement.productId,
        quantity: movement.quantity,
        stock_after: movement.stockAfter,
        kind: movement.kind,
        reason: movement.reason ?? null,
        reference: movement.reference ?? null,
        user_id: movement.userId,
        created_at: createdAt,
      })),
    );
}

export async function recordPriceChanges(
  db: Knex | Knex.Transaction,
  changes: PriceChangeInput[],
): Promise<void> {
  if (changes.length === 0) return;
  const createdAt = new Date().toISOString();
  for (let start = 0; start < changes.length; start += CHUNK)
    await db("price_history").insert(
      changes.slice(start, start + CHUNK).map((change) => ({
        product_id: change.productId,
        old_cost_price: change.oldCostPrice,
        new_cost_price: change.newCostPrice,
        old_selling_price: change.oldSellingPrice,
        new_selling_price: change.newSellingPrice,
        user_id: change.userId,
        created_at: createdAt,
      })),
    );
}

/** The movements and price changes server/ledger-records.ts decided, inside the caller's transaction. */
export async function recordLedger(trx: Knex.Transaction, records: LedgerRecords): Promise<void> {
  await recordStockMovements(trx, records.movements);
  await recordPriceChanges(trx, records.prices);
}

interface LevelsRow {
  id: number;
  stock: number;
  cost_price: number | string;
  selling_price: number | string;
}

const levelsOf = (row: LevelsRow) => ({
  id: row.id,
  stock: row.stock,
  costPrice: Number(row.cost_price),
  sellingPrice: Number(row.selling_price),
});

/** The stock and prices of a product, locked until the transaction ends (PostgreSQL). */
export async function lockedLevels(trx: Knex.Transaction, id: number) {
  const query = trx("products")
    .where({ id })
    .first<LevelsRow | undefined>("id", "stock", "cost_price", "selling_price");
  // SQLite's one writer connection already serialises transactions.
  const row = await (isPostgres(trx) ? query.forUpdate() : query);
  return row ? levelsOf(row) : null;
}

/**
 * The levels of many products in one read, locked in id order (PostgreSQL) as `lockedLevels` one
 * by one would: a 50-line receipt asks once instead of 50 times.
 */
export async function lockedLevelsOf(trx: Knex.Transaction, ids: readonly number[]) {
  const query = trx("products")
    .whereIn("id", [...new Set(ids)])
    .orderBy("id")
    .select<LevelsRow[]>("id", "stock", "cost_price", "selling_price");
  const rows = await (isPostgres(trx) ? query.forUpdate() : query);
  return new Map(rows.map((row) => [Number(row.id), levelsOf(row)]));
}
