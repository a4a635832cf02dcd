// The stock ledger's and the price history's writers. Each store calls them inside the transaction
// that changes the stock or the prices, so a change and its record commit or fail together.
import type { Knex } from "knex";
import type { PriceChangeInput, StockMovementInput } from "../../../server/store";

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
