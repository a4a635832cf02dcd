// Promotion-to-product links of the in-memory store, and the best running promotion of a product
// (the same rule the BFF's products query applies in SQL).
import type { PromotionsRepository } from "../../server/store/promotions-repository";
import { isPromotionRunning } from "../../rules/promotion-discount";
import { db } from "../db";

/** The highest discount_percentage of a running promotion containing the product, else null. */
export function activePromotionDiscount(productId: number, nowIso = new Date().toISOString()): number | null {
  let best: number | null = null;
  for (const promotion of db.promotions.all()) {
    if (!promotion.productIds.includes(productId) || !isPromotionRunning(promotion, nowIso)) continue;
    if (best === null || promotion.discount_percentage > best) best = promotion.discount_percentage;
  }
  return best;
}

async function setLinks(id: number, change: (productIds: number[]) => number[]): Promise<void> {
  await db.promotions.update((q) => q.where({ id }), {
    data(promotion) {
      promotion.productIds = change(promotion.productIds);
    },
  });
}

export const promotionLinks: Pick<PromotionsRepository, "hasProduct" | "addProduct" | "removeProduct"> = {
  async hasProduct(id, productId) {
    const promotion = db.promotions.findFirst((q) => q.where({ id }));
    return promotion?.productIds.includes(productId) ?? false;
  },
  async addProduct(id, productId) {
    await setLinks(id, (ids) => (ids.includes(productId) ? ids : [...ids, productId]));
  },
  async removeProduct(id, productId) {
    if (!(await promotionLinks.hasProduct(id, productId))) return false;
    await setLinks(id, (ids) => ids.filter((p) => p !== productId));
    return true;
  },
};
