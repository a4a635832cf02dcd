// Brands: part brands and vehicle makes, linked many-to-many with categories.
import type { Knex } from "knex";
import { MESSAGES, NAME_REQUIRED } from "../../../rules/messages";
import { badRequest, conflict, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers, pathId } from "../http/handler-types";
import { optionalText, patchText } from "../../../rules/text";
import { countProducts } from "../repositories/products-repository";
import {
  brandNameTaken,
  countVehiclesOf,
  deleteBrand,
  findBrand,
  insertBrand,
  listBrands,
  setBrandCategories,
  updateBrand,
  type BrandFields,
} from "../repositories/brands-repository";

interface BrandBody {
  name?: string;
  description?: string | null;
  logoUrl?: string | null;
  country?: string | null;
  website?: string | null;
  categoryIds?: number[];
}

async function checkCategoriesExist(db: Knex, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db("categories").whereIn("id", ids).select<{ id: number }[]>("id");
  if (rows.length !== new Set(ids).size) throw badRequest(MESSAGES.categoryMissing);
}

function brandName(name: string | undefined): string {
  const trimmed = (name ?? "").trim();
  if (trimmed === "") throw badRequest(NAME_REQUIRED.brand);
  return trimmed;
}

export function brandsHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async listBrands(request) {
      return listBrands(db, (request.query as { categoryId?: number }).categoryId);
    },

    async createBrand(request, reply) {
      const body = request.body as BrandBody;
      const name = brandName(body.name);
      if (await brandNameTaken(db, name)) throw conflict(MESSAGES.duplicateBrand);
      const categoryIds = body.categoryIds ?? [];
      await checkCategoriesExist(db, categoryIds);
      const id = await db.transaction(async (trx) => {
        const newId = await insertBrand(trx, {
          name,
          description: optionalText(body.description),
          logoUrl: optionalText(body.logoUrl),
          country: optionalText(body.country),
          website: optionalText(body.website),
        });
        await setBrandCategories(trx, newId, categoryIds);
        return newId;
      });
      return reply.code(201).send(await findBrand(db, id));
    },

    async updateBrand(request) {
      const id = pathId(request);
      const body = request.body as BrandBody;
      if (!(await findBrand(db, id))) throw notFound(MESSAGES.brandNotFound);
      const fields: Partial<BrandFields> = {
        description: patchText(body.description),
        logoUrl: patchText(body.logoUrl),
        country: patchText(body.country),
        website: patchText(body.website),
      };
      if (body.name !== undefined) {
        fields.name = brandName(body.name);
        if (await brandNameTaken(db, fields.name, id)) throw conflict(MESSAGES.duplicateBrand);
      }
      if (body.categoryIds) await checkCategoriesExist(db, body.categoryIds);
      await db.transaction(async (trx) => {
        await updateBrand(trx, id, fields);
        if (body.categoryIds) await setBrandCategories(trx, id, body.categoryIds);
      });
      return findBrand(db, id);
    },

    async deleteBrand(request, reply) {
      const id = pathId(request);
      if (!(await findBrand(db, id))) throw notFound(MESSAGES.brandNotFound);
      if ((await countVehiclesOf(db, id)) > 0) throw conflict(MESSAGES.brandHasVehicles);
      if ((await countProducts(db, "brand_id", id)) > 0) throw conflict(MESSAGES.brandHasProducts);
      await deleteBrand(db, id);
      return reply.code(204).send();
    },
  };
}
