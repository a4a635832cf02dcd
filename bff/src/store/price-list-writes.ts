// A supplier price list's writes: one transaction sets each part's cost and selling price, moves its
// version and writes a price-history row. Parts are locked in id order; a part whose prices moved
// since the list was checked (or which is gone) stops the whole list, nothing written.
import type { Knex } from "knex";
import type { PriceListChangeDraft, PriceListWrite } from "../../../server/store/purchases-repository";
import type { PriceChangeInput } from "../../../server/store/stock-ledger-repository";
import { toCents } from "../../../rules/sale-money";
import { lockedLevels, recordPriceChanges } from "./stock-ledger-writes";

class Stale extends Error {}

export async function applyPriceList(
  db: Knex,
  changes: PriceListChangeDraft[],
  userId: number,
): Promise<PriceListWrite> {
  try {
    await db.transaction(async (trx) => {
      const now = new Date().toISOString();
      const prices: PriceChangeInput[] = [];
      for (const change of [...changes].sort((a, b) => a.productId - b.productId)) {
        const levels = await lockedLevels(trx, change.productId);
        if (
          !levels ||
          toCents(levels.costPrice) !== change.before.costCents ||
          toCents(levels.sellingPrice) !== change.before.sellingCents
        )
          throw new Stale();
        await trx("products")
          .where({ id: change.productId })
          .update({
            cost_price: change.costCents / 100,
            selling_price: change.sellingCents / 100,
            updated_at: now,
            version: trx.raw("version + 1"),
          });
        prices.push({
          productId: change.productId,
          oldCostPrice: levels.costPrice,
          newCostPrice: change.costCents / 100,
          oldSellingPrice: levels.sellingPrice,
          newSellingPrice: change.sellingCents / 100,
          userId,
        });
      }
      await recordPriceChanges(trx, prices);
    });
    return { applied: true };
  } catch (error) {
    if (error instanceof Stale) return { stale: true };
    throw error;
  }
}
