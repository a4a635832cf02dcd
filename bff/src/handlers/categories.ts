// Categories and subcategories, with the specification's delete rules enforced here too.
import { MESSAGES, NAME_REQUIRED } from "../../../rules/messages";
import { badRequest, conflict, notFound } from "../http/http-error";
import { type HandlerContext, type Handlers, pathId } from "../http/handler-types";
import { optionalText, patchText } from "../../../rules/text";
import { countProducts } from "../repositories/products-repository";
import {
  categoryNameTaken,
  countSubcategoriesOf,
  deleteCategory,
  deleteSubcategory,
  findCategory,
  insertCategory,
  insertSubcategory,
  listCategories,
  listSubcategories,
  subcategoryNameTaken,
  updateCategory,
} from "../repositories/categories-repository";

interface NamedInput {
  name?: string;
  description?: string | null;
}

function requiredName(name: string | undefined, message: string): string {
  const trimmed = (name ?? "").trim();
  if (trimmed === "") throw badRequest(message);
  return trimmed;
}

export function categoriesHandlers(ctx: HandlerContext): Handlers {
  const { db } = ctx;
  return {
    async listCategories() {
      return listCategories(db);
    },

    async createCategory(request, reply) {
      const body = request.body as NamedInput;
      const name = requiredName(body.name, NAME_REQUIRED.category);
      if (await categoryNameTaken(db, name)) throw conflict(MESSAGES.duplicateCategory);
      const category = await insertCategory(db, { name, description: optionalText(body.description) });
      return reply.code(201).send(category);
    },

    async updateCategory(request) {
      const id = pathId(request);
      const body = request.body as NamedInput;
      if (!(await findCategory(db, id))) throw notFound(MESSAGES.categoryNotFound);
      const patch: { name?: string; description?: string | null } = {};
      if (body.name !== undefined) {
        patch.name = requiredName(body.name, NAME_REQUIRED.category);
        if (await categoryNameTaken(db, patch.name, id)) throw conflict(MESSAGES.duplicateCategory);
      }
      const description = patchText(body.description);
      if (description !== undefined) patch.description = description;
      await updateCategory(db, id, patch);
      return findCategory(db, id);
    },

    async deleteCategory(request, reply) {
      const id = pathId(request);
      if (!(await findCategory(db, id))) throw notFound(MESSAGES.categoryNotFound);
      if ((await countSubcategoriesOf(db, id)) > 0) throw conflict(MESSAGES.categoryHasSubcategories);
      if ((await countProducts(db, "category_id", id)) > 0) throw conflict(MESSAGES.categoryHasProducts);
      await deleteCategory(db, id);
      return reply.code(204).send();
    },

    async listSubcategories() {
      return listSubcategories(db);
    },

    async listSubcategoriesOfCategory(request) {
      return listSubcategories(db, pathId(request, "categoryId"));
    },

    async createSubcategory(request, reply) {
      const body = request.body as NamedInput & { categoryId: number };
      const name = requiredName(body.name, NAME_REQUIRED.subcategory);
      if (!(await findCategory(db, body.categoryId))) throw notFound(MESSAGES.categoryNotFound);
      if (await subcategoryNameTaken(db, body.categoryId, name))
        throw conflict(MESSAGES.duplicateSubcategory);
      const subcategory = await insertSubcategory(db, {
        name,
        description: optionalText(body.description),
        categoryId: body.categoryId,
      });
      return reply.code(201).send(subcategory);
    },

    async deleteSubcategory(request, reply) {
      // Products keep their category; the foreign key sets their subcategory to null.
      if (!(await deleteSubcategory(db, pathId(request)))) throw notFound(MESSAGES.subcategoryNotFound);
      return reply.code(204).send();
    },
  };
}
