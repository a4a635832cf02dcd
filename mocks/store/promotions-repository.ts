// Promotions of the in-memory store and the products each discounts, newest start first.
import type { PromotionsRepository } from "../../server/store/promotions-repository";
import { db, nextId, type DbPromotion } from "../db";
import { byName } from "../support/sort";
import { promotionLinks } from "./promotion-links";
import { promotionDto } from "./to-contract";
import { findProduct } from "./products-repository";

/** Newest start first (full ISO timestamps, so text order is time order). */
function byStartDesc(a: DbPromotion, b: DbPromotion): number {
  return a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : b.id - a.id;
}

const findPromotion = (id: number) => db.promotions.findFirst((q) => q.where({ id }));

export const promotions: PromotionsRepository = {
  list: async () => db.promotions.all().sort(byStartDesc).map(promotionDto),
  async find(id) {
    const row = findPromotion(id);
    return row ? promotionDto(row) : null;
  },
  async create(fields) {
    const row = await db.promotions.create({
      id: nextId(db.promotions),
      name: fields.name,
      description: fields.description,
      discount_percentage: fields.discountPercentage,
      start_date: fields.startDate,
      end_date: fields.endDate,
      is_active: fields.isActive,
      productIds: fields.productIds,
    });
    return promotionDto(row);
  },
  async setActive(id, active) {
    const row = await db.promotions.update((q) => q.where({ id }), {
      data(promotion) {
        promotion.is_active = active;
      },
    });
    if (!row) throw new Error("promotion vanished during the request");
    return promotionDto(row);
  },
  async products(id) {
    return (findPromotion(id)?.productIds ?? [])
      .map((productId) => findProduct(productId))
      .filter((p) => p !== undefined)
      .sort(byName)
      .map((p) => ({
        id: p.id,
        name: p.name,
        sku: p.sku,
        sellingPrice: p.sellingPrice,
        stock: p.stock,
        imageUrl: p.imageUrl,
      }));
  },
  ...promotionLinks,
};
