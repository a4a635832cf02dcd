// Categories and subcategories, with the specification's delete rules.
import { MESSAGES, NAME_REQUIRED } from "../../rules/messages";
import { db, nextId } from "../db";
import { subcategoryDto } from "../support/dto";
import { errorResponse } from "../support/http";
import { http, handle } from "../support/route";
import { byName, sameText } from "../support/sort";
import { optionalText, patchText } from "../../rules/text";

interface NamedInput {
  name?: string;
  description?: string | null;
}

function findCategory(id: number) {
  return db.categories.findFirst((q) => q.where({ id }));
}

function categoryNameTaken(name: string, exceptId?: number): boolean {
  return (
    db.categories.findFirst((q) => q.where((c) => c.id !== exceptId && sameText(c.name, name))) !== undefined
  );
}

export const categoriesHandlers = [
  http.get(
    "/api/categories",
    handle("listCategories", (_ctx, { response }) => response(200).json(db.categories.all().sort(byName))),
  ),

  http.post(
    "/api/categories",
    handle("createCategory", async (ctx, { response }) => {
      const body = ctx.body as NamedInput;
      const name = (body.name ?? "").trim();
      if (name === "") return errorResponse(400, NAME_REQUIRED.category);
      if (categoryNameTaken(name)) return errorResponse(409, MESSAGES.duplicateCategory);
      const created = await db.categories.create({
        id: nextId(db.categories),
        name,
        description: optionalText(body.description),
      });
      return response(201).json(created);
    }),
  ),

  http.patch(
    "/api/categories/{id}",
    handle("updateCategory", async (ctx, { response }) => {
      const id = Number(ctx.params.id);
      const body = ctx.body as NamedInput;
      if (!findCategory(id)) return errorResponse(404, MESSAGES.categoryNotFound);
      const patch: { name?: string; description?: string | null } = {};
      if (body.name !== undefined) {
        patch.name = body.name.trim();
        if (patch.name === "") return errorResponse(400, NAME_REQUIRED.category);
        if (categoryNameTaken(patch.name, id)) return errorResponse(409, MESSAGES.duplicateCategory);
      }
      const description = patchText(body.description);
      if (description !== undefined) patch.description = description;
      const updated = await db.categories.update((q) => q.where({ id }), {
        data(category) {
          Object.assign(category, patch);
        },
      });
      return updated ? response(200).json(updated) : errorResponse(404, MESSAGES.categoryNotFound);
    }),
  ),

  http.delete(
    "/api/categories/{id}",
    handle("deleteCategory", async (ctx, { response }) => {
      const id = Number(ctx.params.id);
      if (!findCategory(id)) return errorResponse(404, MESSAGES.categoryNotFound);
      if (db.subcategories.findFirst((q) => q.where({ categoryId: id }))) {
        return errorResponse(409, MESSAGES.categoryHasSubcategories);
      }
      if (db.products.findFirst((q) => q.where({ categoryId: id }))) {
        return errorResponse(409, MESSAGES.categoryHasProducts);
      }
      db.categories.delete((q) => q.where({ id }));
      // Brand links to the category go with it (ON DELETE CASCADE in the BFF).
      await db.brands.updateMany((q) => q.where({ categoryIds: (ids) => ids.includes(id) }), {
        data(brand) {
          brand.categoryIds = brand.categoryIds.filter((c) => c !== id);
        },
      });
      return response(204).empty();
    }),
  ),

  http.get(
    "/api/subcategories",
    handle("listSubcategories", (_ctx, { response }) =>
      response(200).json(db.subcategories.all().sort(byName).map(subcategoryDto)),
    ),
  ),

  http.get(
    "/api/subcategories/category/{categoryId}",
    handle("listSubcategoriesOfCategory", (ctx, { response }) => {
      const categoryId = Number(ctx.params.categoryId);
      const rows = db.subcategories.findMany((q) => q.where({ categoryId })).sort(byName);
      return response(200).json(rows.map(subcategoryDto));
    }),
  ),

  http.post(
    "/api/subcategories",
    handle("createSubcategory", async (ctx, { response }) => {
      const body = ctx.body as NamedInput & { categoryId: number };
      const name = (body.name ?? "").trim();
      if (name === "") return errorResponse(400, NAME_REQUIRED.subcategory);
      if (!findCategory(body.categoryId)) return errorResponse(404, MESSAGES.categoryNotFound);
      const taken = db.subcategories.findFirst((q) =>
        q.where((s) => s.categoryId === body.categoryId && sameText(s.name, name)),
      );
      if (taken) return errorResponse(409, MESSAGES.duplicateSubcategory);
      const created = await db.subcategories.create({
        id: nextId(db.subcategories),
        name,
        description: optionalText(body.description),
        categoryId: body.categoryId,
      });
      return response(201).json(subcategoryDto(created));
    }),
  ),

  http.delete(
    "/api/subcategories/{id}",
    handle("deleteSubcategory", async (ctx, { response }) => {
      const id = Number(ctx.params.id);
      if (!db.subcategories.delete((q) => q.where({ id })))
        return errorResponse(404, MESSAGES.subcategoryNotFound);
      // Products keep their category; their subcategory becomes null (ON DELETE SET NULL).
      await db.products.updateMany((q) => q.where({ subcategoryId: id }), {
        data(product) {
          product.subcategoryId = null;
        },
      });
      return response(204).empty();
    }),
  ),
];
