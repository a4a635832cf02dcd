// Promotions: the specification's creation rules (rules/promotion-rules.ts), toggle and products.
import { checkPromotionDraft } from "../../../rules/promotion-rules";
import { MESSAGES } from "../../../rules/messages";
import { badRequest, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers, pathId } from "../http/handler-types";
import { optionalText } from "../../../rules/text";
import {
  existingProductIds,
  findPromotion,
  insertPromotion,
  listPromotions,
  promotionProducts,
  setPromotionActive,
} from "../repositories/promotions-repository";

interface PromotionBody {
  name?: string | null;
  description?: string | null;
  discountPercentage?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  isActive?: boolean;
  productIds?: number[];
}

export function promotionsHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async listPromotions() {
      return listPromotions(db);
    },

    async createPromotion(request, reply) {
      const body = request.body as PromotionBody;
      const failure = checkPromotionDraft(body);
      if (failure) throw badRequest(failure.message);
      const productIds = [...new Set(body.productIds ?? [])];
      const existing = await existingProductIds(db, productIds);
      if (existing.size !== productIds.length) throw badRequest(MESSAGES.productNotFound);
      const id = await db.transaction((trx) =>
        insertPromotion(trx, {
          name: (body.name as string).trim(),
          description: optionalText(body.description),
          discountPercentage: body.discountPercentage as number,
          // Stored as full ISO timestamps so sorting and comparisons are plain string order.
          startDate: new Date(body.startDate as string).toISOString(),
          endDate: new Date(body.endDate as string).toISOString(),
          isActive: body.isActive ?? true,
          productIds,
        }),
      );
      return reply.code(201).send(await findPromotion(db, id));
    },

    async togglePromotion(request) {
      const id = pathId(request);
      const promotion = await findPromotion(db, id);
      if (!promotion) throw notFound(MESSAGES.promotionNotFound);
      await setPromotionActive(db, id, !promotion.is_active);
      return findPromotion(db, id);
    },

    async listPromotionProducts(request) {
      const id = pathId(request);
      if (!(await findPromotion(db, id))) throw notFound(MESSAGES.promotionNotFound);
      return promotionProducts(db, id);
    },
  };
}
