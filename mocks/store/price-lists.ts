// A supplier price list in memory: the mocks' counterpart of bff/src/store/price-list-writes.ts.
// Every part is checked before any price moves, so a stale list writes nothing.
import { fromCents, toCents } from "../../rules/sale-money";
import type { PriceListChangeDraft, PriceListWrite } from "../../server/purchase-store";
import type { PriceChangeInput } from "../../server/store";
import { db } from "../db";
import { recordPriceChanges } from "./stock-ledger";

export async function applyPriceListInMemory(
  changes: PriceListChangeDraft[],
  userId: number,
): Promise<PriceListWrite> {
  const products = changes.map((change) => db.products.findFirst((q) => q.where({ id: change.productId })));
  const stale = changes.some((change, index) => {
    const product = products[index];
    return (
      !product ||
      toCents(product.costPrice) !== change.before.costCents ||
      toCents(product.sellingPrice) !== change.before.sellingCents
    );
  });
  if (stale) return { stale: true };
  const now = new Date().toISOString();
  const prices: PriceChangeInput[] = [];
  for (const change of changes) {
    const product = db.products.findFirst((q) => q.where({ id: change.productId }))!;
    prices.push({
      productId: change.productId,
      oldCostPrice: product.costPrice,
      newCostPrice: fromCents(change.costCents),
      oldSellingPrice: product.sellingPrice,
      newSellingPrice: fromCents(change.sellingCents),
      userId,
    });
    await db.products.update((q) => q.where({ id: change.productId }), {
      data(target) {
        target.costPrice = fromCents(change.costCents);
        target.sellingPrice = fromCents(change.sellingCents);
        target.updatedAt = now;
        target.version = (target.version ?? 1) + 1;
      },
    });
  }
  await recordPriceChanges(prices);
  return { applied: true };
}
