// Promotions: the specification's creation rules in its order (rules/promotion-rules.ts, shared
// with the screen), toggle, and the products of a promotion: listed, assigned and removed.
import { mayChangePromotionPrices } from "../../rules/access";
import { MESSAGES } from "../../rules/messages";
import { checkPromotionDraft } from "../../rules/promotion-rules";
import { optionalText } from "../../rules/text";
import { badRequest, conflict, forbidden, notFound } from "../errors";
import { created, noContent, ok, signedIn, type Operation } from "./types";

const listPromotions: Operation<"listPromotions"> = async ({ store }) => ok(await store.promotions.list());

const createPromotion: Operation<"createPromotion"> = async (ctx, { body }) => {
  const { store } = ctx;
  const productIds = [...new Set(body.productIds ?? [])];
  if (!mayChangePromotionPrices(signedIn(ctx).role, productIds.length))
    throw forbidden(MESSAGES.promotionPricesAdminOnly);
  const failure = checkPromotionDraft(body);
  if (failure) throw badRequest(failure.message);
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

const togglePromotion: Operation<"togglePromotion"> = async (ctx, { params }) => {
  const { store } = ctx;
  const promotion = await store.promotions.find(params.id);
  if (!promotion) throw notFound(MESSAGES.promotionNotFound);
  if (!mayChangePromotionPrices(signedIn(ctx).role, promotion.products_count))
    throw forbidden(MESSAGES.promotionPricesAdminOnly);
  return ok(await store.promotions.setActive(params.id, !promotion.is_active));
};

const listPromotionProducts: Operation<"listPromotionProducts"> = async ({ store }, { params }) => {
  if (!(await store.promotions.find(params.id))) throw notFound(MESSAGES.promotionNotFound);
  return ok(await store.promotions.products(params.id));
};

const addPromotionProduct: Operation<"addPromotionProduct"> = async ({ store }, { params, body }) => {
  if (!(await store.promotions.find(params.id))) throw notFound(MESSAGES.promotionNotFound);
  if (!(await store.products.allExist([body.productId]))) throw notFound(MESSAGES.productNotFound);
  if (await store.promotions.hasProduct(params.id, body.productId)) {
    throw conflict(MESSAGES.productAlreadyInPromotion);
  }
  await store.promotions.addProduct(params.id, body.productId);
  const added = (await store.promotions.products(params.id)).find((p) => p.id === body.productId);
  if (!added) throw new Error("the assigned product vanished during the request");
  return created(added);
};

const removePromotionProduct: Operation<"removePromotionProduct"> = async ({ store }, { params }) => {
  if (!(await store.promotions.find(params.id))) throw notFound(MESSAGES.promotionNotFound);
  if (!(await store.promotions.removeProduct(params.id, params.productId))) {
    throw notFound(MESSAGES.productNotInPromotion);
  }
  return noContent();
};

export const promotionsOperations = {
  listPromotions,
  createPromotion,
  togglePromotion,
  listPromotionProducts,
  addPromotionProduct,
  removePromotionProduct,
};
