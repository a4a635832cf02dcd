// Promotions: the specification's creation rules in its order (rules/promotion-rules.ts, shared
// with the screen), toggle and the products of a promotion.
import { MESSAGES } from "../../rules/messages";
import { checkPromotionDraft } from "../../rules/promotion-rules";
import { optionalText } from "../../rules/text";
import { badRequest, notFound } from "../errors";
import { created, ok, type Operation } from "./types";

const listPromotions: Operation<"listPromotions"> = async ({ store }) => ok(await store.promotions.list());

const createPromotion: Operation<"createPromotion"> = async ({ store }, { body }) => {
  const failure = checkPromotionDraft(body);
  if (failure) throw badRequest(failure.message);
  const productIds = [...new Set(body.productIds ?? [])];
  if (!(await store.products.allExist(productIds))) throw badRequest(MESSAGES.productNotFound);
  const promotion = await store.promotions.create({
    name: (body.name ?? "").trim(),
    description: optionalText(body.description),
    discountPercentage: body.discountPercentage ?? 0,
    // Stored as full ISO timestamps so sorting and comparisons are plain string order.
    startDate: new Date(body.startDate ?? "").toISOString(),
    endDate: new Date(body.endDate ?? "").toISOString(),
    isActive: body.isActive ?? true,
    productIds,
  });
  return created(promotion);
};

const togglePromotion: Operation<"togglePromotion"> = async ({ store }, { params }) => {
  const promotion = await store.promotions.find(params.id);
  if (!promotion) throw notFound(MESSAGES.promotionNotFound);
  return ok(await store.promotions.setActive(params.id, !promotion.is_active));
};

const listPromotionProducts: Operation<"listPromotionProducts"> = async ({ store }, { params }) => {
  if (!(await store.promotions.find(params.id))) throw notFound(MESSAGES.promotionNotFound);
  return ok(await store.promotions.products(params.id));
};

export const promotionsOperations = {
  listPromotions,
  createPromotion,
  togglePromotion,
  listPromotionProducts,
};
