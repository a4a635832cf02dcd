// Reads of the stock ledger and the price history, and the adjustment that writes one movement.
// Pages are keyset pages over (product_id, id) or id, newest first: a deep page costs what the
// first does.
import type { Knex } from "knex";
import type { StockMovement } from "@contract/types";
import type {
  PriceChangeRow,
  StockLedgerRepository,
  StockMovementFilter,
  StockMovementInput,
} from "../../../server/store/stock-ledger-repository";
import { lockedLevels, recordStockMovements } from "./stock-ledger-writes";

interface MovementRow {
  id: number;
  product_id: number;
  product_name: string;
  product_sku: string;
  quantity: number;
  stock_after: number;
  kind: StockMovement["kind"];
  reason: string | null;
  reference: string | null;
  user_id: number | null;
  user_name: string | null;
  created_at: string;
}

function toMovement(row: MovementRow): StockMovement {
  return {
    id: Number(row.id),
    productId: Number(row.product_id),
    productName: row.product_name,
    productSku: row.product_sku,
    quantity: Number(row.quantity),
    stockAfter: Number(row.stock_after),
    kind: row.kind,
    reason: row.reason,
    reference: row.reference,
    userId: row.user_id === null ? null : Number(row.user_id),
    userName: row.user_name,
    createdAt: row.created_at,
  };
}

async function listMovements(db: Knex, filter: StockMovementFilter): Promise<StockMovement[]> {
  const query = db("stock_movements as m")
    .join("products as p", "p.id", "m.product_id")
    .leftJoin("users as u", "u.id", "m.user_id")
    .select(
      "m.id",
      "m.product_id",
      "p.name as product_name",
      "p.sku as product_sku",
      "m.quantity",
      "m.stock_after",
      "m.kind",
      "m.reason",
      "m.reference",
      "m.user_id",
      "u.name as user_name",
      "m.created_at",
    )
    .orderBy("m.id", "desc")
    .limit(filter.limit);
  if (filter.productId !== undefined) query.where("m.product_id", filter.productId);
  if (filter.kind !== undefined) query.where("m.kind", filter.kind);
  if (filter.userId !== undefined) query.where("m.user_id", filter.userId);
  if (filter.from !== undefined) query.where("m.created_at", ">=", filter.from);
  if (filter.to !== undefined) query.where("m.created_at", "<", filter.to);
  if (filter.before !== undefined) query.where("m.id", "<", filter.before);
  return ((await query) as MovementRow[]).map(toMovement);
}

async function priceHistory(db: Knex, productId: number): Promise<PriceChangeRow[]> {
  const rows = (await db("price_history as h")
    .leftJoin("users as u", "u.id", "h.user_id")
    .select("h.*", "u.name as user_name")
    .where("h.product_id", productId)
    .orderBy("h.id", "asc")) as Record<string, unknown>[];
  const price = (value: unknown) => (value === null ? null : Number(value));
  return rows.map((row) => ({
    id: Number(row.id),
    oldCostPrice: price(row.old_cost_price),
    newCostPrice: Number(row.new_cost_price),
    oldSellingPrice: price(row.old_selling_price),
    newSellingPrice: Number(row.new_selling_price),
    userId: row.user_id === null ? null : Number(row.user_id),
    userName: (row.user_name as string | null) ?? null,
    createdAt: row.created_at as string,
  }));
}

async function adjustStock(
  db: Knex,
  productId: number,
  plan: (stock: number) => StockMovementInput,
): Promise<StockMovement | null> {
  const id = await db.transaction(async (trx) => {
    const levels = await lockedLevels(trx, productId);
    if (!levels) return null;
    const movement = plan(levels.stock);
    await trx("products")
      .where({ id: productId })
      .update({
        stock: movement.stockAfter,
        updated_at: new Date().toISOString(),
        // An edit opened before the adjustment must not save its older stock back (412).
        version: trx.raw("version + 1"),
      });
    await recordStockMovements(trx, [movement]);
    const last = await trx("stock_movements").where({ product_id: productId }).max({ id: "id" }).first();
    return Number(last?.id);
  });
  if (id === null) return null;
  const [movement] = await listMovements(db, { productId, before: id + 1, limit: 1 });
  return movement ?? null;
}

export function createStockLedgerRepository(db: Knex): StockLedgerRepository {
  return {
    movements: (filter) => listMovements(db, filter),
    priceHistory: (productId) => priceHistory(db, productId),
    adjust: (productId, plan) => adjustStock(db, productId, plan),
  };
}
