// Promotions: the specification's creation rules in its order (rules/promotion-rules.ts), toggle
// and the products of a promotion.
import type { components } from "@contract/schema.gen";
import { MESSAGES } from "../../rules/messages";
import { checkPromotionDraft } from "../../rules/promotion-rules";
import { db, nextId, type DbPromotion } from "../db";
import { promotionDto } from "../support/dto";
import { errorResponse } from "../support/http";
import { http, handle } from "../support/route";
import { byName } from "../support/sort";
import { optionalText } from "../../rules/text";

type PromotionCreate = components["schemas"]["PromotionCreate"];

function findPromotion(id: number): DbPromotion | undefined {
  return db.promotions.findFirst((q) => q.where({ id }));
}

/** Newest start first (the dates are stored as full ISO timestamps, so text order is time order). */
function byStartDesc(a: DbPromotion, b: DbPromotion): number {
  return a.start_date < b.start_date ? 1 : a.start_date > b.start_date ? -1 : b.id - a.id;
}

export const promotionsHandlers = [
  http.get(
    "/api/promotions",
    handle("listPromotions", (_ctx, { response }) =>
      response(200).json(db.promotions.all().sort(byStartDesc).map(promotionDto)),
    ),
  ),

  http.post(
    "/api/promotions",
    handle("createPromotion", async (ctx, { response }) => {
      const body = ctx.body as PromotionCreate;
      const failure = checkPromotionDraft(body);
      if (failure) return errorResponse(400, failure.message);
      const productIds = [...new Set(body.productIds ?? [])];
      const unknown = productIds.some((id) => !db.products.findFirst((q) => q.where({ id })));
      if (unknown) return errorResponse(400, MESSAGES.productNotFound);
      const created = await db.promotions.create({
        id: nextId(db.promotions),
        name: (body.name ?? "").trim(),
        description: optionalText(body.description),
        discount_percentage: body.discountPercentage ?? 0,
        start_date: new Date(body.startDate ?? "").toISOString(),
        end_date: new Date(body.endDate ?? "").toISOString(),
        is_active: body.isActive ?? true,
        productIds,
      });
      return response(201).json(promotionDto(created));
    }),
  ),

  http.put(
    "/api/promotions/{id}/toggle",
    handle("togglePromotion", async (ctx, { response }) => {
      const id = Number(ctx.params.id);
      if (!findPromotion(id)) return errorResponse(404, MESSAGES.promotionNotFound);
      const updated = await db.promotions.update((q) => q.where({ id }), {
        data(promotion) {
          promotion.is_active = !promotion.is_active;
        },
      });
      return updated
        ? response(200).json(promotionDto(updated))
        : errorResponse(404, MESSAGES.promotionNotFound);
    }),
  ),

  http.get(
    "/api/promotions/{id}/products",
    handle("listPromotionProducts", (ctx, { response }) => {
      const promotion = findPromotion(Number(ctx.params.id));
      if (!promotion) return errorResponse(404, MESSAGES.promotionNotFound);
      const products = promotion.productIds
        .map((id) => db.products.findFirst((q) => q.where({ id })))
        .filter((p) => p !== undefined)
        .sort(byName);
      return response(200).json(
        products.map((p) => ({
          id: p.id,
          name: p.name,
          sku: p.sku,
          sellingPrice: p.sellingPrice,
          stock: p.stock,
          imageUrl: p.imageUrl,
        })),
      );
    }),
  ),
];
