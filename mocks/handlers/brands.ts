// Brands (part brands and vehicle makes), linked many-to-many with categories.
import type { components } from "@contract/schema.gen";
import { MESSAGES, NAME_REQUIRED } from "../../rules/messages";
import { db, nextId, type DbBrand } from "../db";
import { brandDto } from "../support/dto";
import { errorResponse } from "../support/http";
import { http, handle } from "../support/route";
import { byName, sameText } from "../support/sort";
import { optionalText, patchText } from "../../rules/text";

type BrandBody = components["schemas"]["BrandPatch"];

function findBrand(id: number): DbBrand | undefined {
  return db.brands.findFirst((q) => q.where({ id }));
}

function brandNameTaken(name: string, exceptId?: number): boolean {
  return (
    db.brands.findFirst((q) => q.where((b) => b.id !== exceptId && sameText(b.name, name))) !== undefined
  );
}

/** The link table's content: unique category ids in ascending order. */
function linkIds(ids: number[]): number[] {
  return [...new Set(ids)].sort((a, b) => a - b);
}

function categoriesExist(ids: number[]): boolean {
  return ids.every((id) => db.categories.findFirst((q) => q.where({ id })) !== undefined);
}

export const brandsHandlers = [
  http.get(
    "/api/brands",
    handle("listBrands", (ctx, { response }) => {
      const { categoryId } = ctx.query as { categoryId?: number };
      const brands = db.brands
        .findMany((q) =>
          q.where(
            (b) =>
              categoryId === undefined || b.categoryIds.length === 0 || b.categoryIds.includes(categoryId),
          ),
        )
        .sort(byName);
      return response(200).json(brands.map(brandDto));
    }),
  ),

  http.post(
    "/api/brands",
    handle("createBrand", async (ctx, { response }) => {
      const body = ctx.body as BrandBody;
      const name = (body.name ?? "").trim();
      if (name === "") return errorResponse(400, NAME_REQUIRED.brand);
      if (brandNameTaken(name)) return errorResponse(409, MESSAGES.duplicateBrand);
      const categoryIds = body.categoryIds ?? [];
      if (!categoriesExist(categoryIds)) return errorResponse(400, MESSAGES.categoryMissing);
      const created = await db.brands.create({
        id: nextId(db.brands),
        name,
        description: optionalText(body.description),
        logoUrl: optionalText(body.logoUrl),
        country: optionalText(body.country),
        website: optionalText(body.website),
        categoryIds: linkIds(categoryIds),
      });
      return response(201).json(brandDto(created));
    }),
  ),

  http.patch(
    "/api/brands/{id}",
    handle("updateBrand", async (ctx, { response }) => {
      const id = Number(ctx.params.id);
      const body = ctx.body as BrandBody;
      if (!findBrand(id)) return errorResponse(404, MESSAGES.brandNotFound);
      const patch: Partial<DbBrand> = {};
      for (const key of ["description", "logoUrl", "country", "website"] as const) {
        const value = patchText(body[key]);
        if (value !== undefined) patch[key] = value;
      }
      if (body.name !== undefined) {
        patch.name = body.name.trim();
        if (patch.name === "") return errorResponse(400, NAME_REQUIRED.brand);
        if (brandNameTaken(patch.name, id)) return errorResponse(409, MESSAGES.duplicateBrand);
      }
      if (body.categoryIds) {
        if (!categoriesExist(body.categoryIds)) return errorResponse(400, MESSAGES.categoryMissing);
        patch.categoryIds = linkIds(body.categoryIds);
      }
      const updated = await db.brands.update((q) => q.where({ id }), {
        data(brand) {
          Object.assign(brand, patch);
        },
      });
      return updated ? response(200).json(brandDto(updated)) : errorResponse(404, MESSAGES.brandNotFound);
    }),
  ),

  http.delete(
    "/api/brands/{id}",
    handle("deleteBrand", (ctx, { response }) => {
      const id = Number(ctx.params.id);
      if (!findBrand(id)) return errorResponse(404, MESSAGES.brandNotFound);
      if (db.vehicles.findFirst((q) => q.where({ brandId: id })))
        return errorResponse(409, MESSAGES.brandHasVehicles);
      if (db.products.findFirst((q) => q.where({ brandId: id })))
        return errorResponse(409, MESSAGES.brandHasProducts);
      db.brands.delete((q) => q.where({ id }));
      return response(204).empty();
    }),
  ),
];
