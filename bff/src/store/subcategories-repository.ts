// Subcategories of a part category (the API calls the parent `parts_category_id`).
import type { Subcategory } from "@contract/types";
import type { Knex } from "knex";
import type { SubcategoriesRepository } from "../../../server/store/subcategories-repository";
import { noCase } from "../db/dialect";
import { SubcategoryModel } from "../models/subcategory-model";
import { countWhere } from "./rows";

const toSubcategory = (m: SubcategoryModel): Subcategory => ({
  id: m.id,
  name: m.name,
  description: m.description,
  parts_category_id: m.category_id,
});

export function createSubcategoriesRepository(db: Knex): SubcategoriesRepository {
  async function find(id: number): Promise<Subcategory | null> {
    const model = await SubcategoryModel.query(db).findById(id);
    return model ? toSubcategory(model) : null;
  }

  return {
    async list(categoryId) {
      const query = SubcategoryModel.query(db).orderByRaw(`${noCase(db, "name")}, id`);
      if (categoryId !== undefined) query.where("category_id", categoryId);
      return (await query).map(toSubcategory);
    },
    find,
    countOf: (categoryId) => countWhere(db, "subcategories", { category_id: categoryId }),
    async nameTaken(categoryId, name) {
      const existing = await SubcategoryModel.query(db)
        .where("category_id", categoryId)
        .whereRaw("lower(name) = ?", [name.toLowerCase()])
        .first();
      return existing !== undefined;
    },
    async create(fields) {
      const model = await SubcategoryModel.query(db).insert({
        name: fields.name,
        description: fields.description,
        category_id: fields.categoryId,
      });
      return (await find(model.id)) as Subcategory;
    },
    async delete(id) {
      return (await SubcategoryModel.query(db).deleteById(id)) > 0;
    },
  };
}
