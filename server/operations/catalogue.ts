// Categories and subcategories, with the specification's delete rules.
import { NAME_REQUIRED } from "../../rules/catalogue-messages";
import { MESSAGES } from "../../rules/messages";
import { optionalText, patchText } from "../../rules/text";
import { badRequest, conflict, notFound } from "../errors";
import type { CategoryFields } from "../store/categories-repository";
import { created, noContent, ok, type Operation } from "./types";

/** A required name: trimmed, and refused with the resource's own message when blank. */
export function requiredName(name: string | undefined, message: string): string {
  const trimmed = (name ?? "").trim();
  if (trimmed === "") throw badRequest(message);
  return trimmed;
}

const listCategories: Operation<"listCategories"> = async ({ store }) => ok(await store.categories.list());

const createCategory: Operation<"createCategory"> = async ({ store }, { body }) => {
  const name = requiredName(body.name, NAME_REQUIRED.category);
  if (await store.categories.nameTaken(name)) throw conflict(MESSAGES.duplicateCategory);
  return created(await store.categories.create({ name, description: optionalText(body.description) }));
};

const updateCategory: Operation<"updateCategory"> = async ({ store }, { params, body }) => {
  const { id } = params;
  if (!(await store.categories.find(id))) throw notFound(MESSAGES.categoryNotFound);
  const patch: Partial<CategoryFields> = {};
  if (body.name !== undefined) {
    patch.name = requiredName(body.name, NAME_REQUIRED.category);
    if (await store.categories.nameTaken(patch.name, id)) throw conflict(MESSAGES.duplicateCategory);
  }
  const description = patchText(body.description);
  if (description !== undefined) patch.description = description;
  return ok(await store.categories.update(id, patch));
};

const deleteCategory: Operation<"deleteCategory"> = async ({ store }, { params }) => {
  const { id } = params;
  if (!(await store.categories.find(id))) throw notFound(MESSAGES.categoryNotFound);
  if ((await store.subcategories.countOf(id)) > 0) throw conflict(MESSAGES.categoryHasSubcategories);
  if ((await store.products.count({ categoryId: id })) > 0) throw conflict(MESSAGES.categoryHasProducts);
  await store.categories.delete(id);
  return noContent();
};

const listSubcategories: Operation<"listSubcategories"> = async ({ store }) =>
  ok(await store.subcategories.list());

const listSubcategoriesOfCategory: Operation<"listSubcategoriesOfCategory"> = async ({ store }, { params }) =>
  ok(await store.subcategories.list(params.categoryId));

const createSubcategory: Operation<"createSubcategory"> = async ({ store }, { body }) => {
  const name = requiredName(body.name, NAME_REQUIRED.subcategory);
  if (!(await store.categories.find(body.categoryId))) throw notFound(MESSAGES.categoryNotFound);
  if (await store.subcategories.nameTaken(body.categoryId, name))
    throw conflict(MESSAGES.duplicateSubcategory);
  const subcategory = await store.subcategories.create({
    name,
    description: optionalText(body.description),
    categoryId: body.categoryId,
  });
  return created(subcategory);
};

const deleteSubcategory: Operation<"deleteSubcategory"> = async ({ store }, { params }) => {
  if (!(await store.subcategories.find(params.id))) throw notFound(MESSAGES.subcategoryNotFound);
  // Like a category, brand or model: never deleted from under the products that use it.
  if ((await store.products.count({ subcategoryId: params.id })) > 0)
    throw conflict(MESSAGES.subcategoryHasProducts);
  if (!(await store.subcategories.delete(params.id))) throw notFound(MESSAGES.subcategoryNotFound);
  return noContent();
};

export const catalogueOperations = {
  listCategories,
  createCategory,
  updateCategory,
  deleteCategory,
  listSubcategories,
  listSubcategoriesOfCategory,
  createSubcategory,
  deleteSubcategory,
};
