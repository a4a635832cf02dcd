// Categories and their subcategories (the API calls a subcategory's parent `parts_category_id`).
import type { Knex } from "knex";
import { noCase } from "../db/dialect";
import { CategoryModel } from "../models/category-model";
import { SubcategoryModel } from "../models/subcategory-model";
import type { Category, Subcategory } from "@contract/types";

const toCategory = (m: CategoryModel): Category => ({ id: m.id, name: m.name, description: m.description });
const toSubcategory = (m: SubcategoryModel): Subcategory => ({
  id: m.id,
  name: m.name,
  description: m.description,
  parts_category_id: m.category_id,
});

export async function listCategories(db: Knex): Promise<Category[]> {
  return (await CategoryModel.query(db).orderByRaw(`${noCase(db, "name")}, id`)).map(toCategory);
}

export async function findCategory(db: Knex, id: number): Promise<Category | null> {
  const model = await CategoryModel.query(db).findById(id);
  return model ? toCategory(model) : null;
}

export async function categoryNameTaken(db: Knex, name: string, exceptId?: number): Promise<boolean> {
  const query = CategoryModel.query(db).whereRaw("lower(name) = ?", [name.toLowerCase()]);
  if (exceptId !== undefined) query.whereNot("id", exceptId);
  return (await query.first()) !== undefined;
}

export async function insertCategory(
  db: Knex,
  input: Omit<Category, "id"> & { id?: number },
): Promise<Category> {
  const model = await CategoryModel.query(db).insert(input);
  return (await findCategory(db, model.id)) as Category;
}

export async function updateCategory(
  db: Knex,
  id: number,
  patch: Partial<Omit<Category, "id">>,
): Promise<void> {
  if (Object.keys(patch).length > 0) await CategoryModel.query(db).findById(id).patch(patch);
}

export async function deleteCategory(db: Knex, id: number): Promise<void> {
  await CategoryModel.query(db).deleteById(id);
}

export async function countSubcategoriesOf(db: Knex, categoryId: number): Promise<number> {
  const row = (
    await db("subcategories").where({ category_id: categoryId }).count<{ n: number }[]>("* as n")
  )[0];
  return Number(row?.n ?? 0);
}

export async function listSubcategories(db: Knex, categoryId?: number): Promise<Subcategory[]> {
  const query = SubcategoryModel.query(db).orderByRaw(`${noCase(db, "name")}, id`);
  if (categoryId !== undefined) query.where("category_id", categoryId);
  return (await query).map(toSubcategory);
}

export async function findSubcategory(db: Knex, id: number): Promise<Subcategory | null> {
  const model = await SubcategoryModel.query(db).findById(id);
  return model ? toSubcategory(model) : null;
}

export async function subcategoryNameTaken(db: Knex, categoryId: number, name: string): Promise<boolean> {
  const found = await SubcategoryModel.query(db)
    .where("category_id", categoryId)
    .whereRaw("lower(name) = ?", [name.toLowerCase()])
    .first();
  return found !== undefined;
}

export async function insertSubcategory(
  db: Knex,
  input: { id?: number; name: string; description: string | null; categoryId: number },
): Promise<Subcategory> {
  const model = await SubcategoryModel.query(db).insert({
    ...(input.id === undefined ? {} : { id: input.id }),
    name: input.name,
    description: input.description,
    category_id: input.categoryId,
  });
  return (await findSubcategory(db, model.id)) as Subcategory;
}

export async function deleteSubcategory(db: Knex, id: number): Promise<boolean> {
  return (await SubcategoryModel.query(db).deleteById(id)) > 0;
}
