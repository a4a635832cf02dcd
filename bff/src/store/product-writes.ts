// A product's creation and edit with their stock-ledger and price-history records, each in one
// transaction (server/ledger-records.ts decides what is recorded).
import type { Knex } from "knex";
import { creationRecords, editRecords, type LedgerRecords } from "../../../server/ledger-records";
import { isPostgres } from "../db/dialect";
import { insertProduct, updateProduct, type ProductFields } from "./products-repository";
import { recordPriceChanges, recordStockMovements } from "./stock-ledger";

interface LevelsRow {
  id: number;
  stock: number;
  cost_price: number | string;
  selling_price: number | string;
}

async function record(trx: Knex.Transaction, records: LedgerRecords): Promise<void> {
  await recordStockMovements(trx, records.movements);
  await recordPriceChanges(trx, records.prices);
}

/** The stock and prices of a product, locked until the transaction ends (PostgreSQL). */
export async function lockedLevels(trx: Knex.Transaction, id: number) {
  const query = trx("products")
    .where({ id })
    .first<LevelsRow | undefined>("id", "stock", "cost_price", "selling_price");
  // SQLite's one writer connection already serialises transactions.
  const row = await (isPostgres(trx) ? query.forUpdate() : query);
  return row
    ? {
        id: row.id,
        stock: row.stock,
        costPrice: Number(row.cost_price),
        sellingPrice: Number(row.selling_price),
      }
    : null;
}

export function createProduct(db: Knex, fields: ProductFields, userId: number | null): Promise<number> {
  return db.transaction(async (trx) => {
    const id = await insertProduct(trx, fields);
    await record(trx, creationRecords({ id, ...fields }, userId));
    return id;
  });
}

/**
 * False when there is no such product, or (with `expectedVersion`) when it has moved on since that
 * version: then nothing is written.
 */
export function editProduct(
  db: Knex,
  id: number,
  fields: Partial<ProductFields>,
  userId: number | null,
  expectedVersion?: number,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const before = await lockedLevels(trx, id);
    if (!before) return false;
    if (!(await updateProduct(trx, id, fields, expectedVersion))) return false;
    const after = {
      id,
      stock: fields.stock ?? before.stock,
      costPrice: fields.costPrice ?? before.costPrice,
      sellingPrice: fields.sellingPrice ?? before.sellingPrice,
    };
    await record(trx, editRecords(before, after, userId));
    return true;
  });
}
