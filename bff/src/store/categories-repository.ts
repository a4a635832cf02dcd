// Part categories. Deleting one takes its brand links with it (the schema's cascade).
import type { Category } from "@contract/types";
import type { Knex } from "knex";
import type { CategoriesRepository } from "../../../server/store/categories-repository";
import { noCase } from "../db/dialect";
import { CategoryModel } from "../models/category-model";
import { allExist, found } from "./rows";

const toCategory = (m: CategoryModel): Category => ({ id: m.id, name: m.name, description: m.description });

export function createCategoriesRepository(db: Knex): CategoriesRepository {
  async function find(id: number): Promise<Category | null> {
    const model = await CategoryModel.query(db).findById(id);
    return model ? toCategory(model) : null;
  }

  return {
    async list() {
      return (await CategoryModel.query(db).orderByRaw(`${noCase(db, "name")}, id`)).map(toCategory);
    },
    find,
    allExist: (ids) => allExist(db, "categories", ids),
    async nameTaken(name, exceptId) {
      const query = CategoryModel.query(db).whereRaw("lower(name) = ?", [name.toLowerCase()]);
      if (exceptId !== undefined) query.whereNot("id", exceptId);
      return (await query.first()) !== undefined;
    },
    async create(fields) {
      return found(await find((await CategoryModel.query(db).insert(fields)).id), "category");
    },
    async update(id, patch) {
      if (Object.keys(patch).length > 0) await CategoryModel.query(db).findById(id).patch(patch);
      return found(await find(id), "category");
    },
    async delete(id) {
      await CategoryModel.query(db).deleteById(id);
    },
  };
}
