// Subcategories of the in-memory store, with the BFF's SQL ordering and its ON DELETE SET NULL
// (a deleted subcategory leaves its products without one) reproduced.
import type { SubcategoriesRepository } from "../../server/store/subcategories-repository";
import { db, nextId } from "../db";
import { byName, sameText } from "../support/sort";
import { subcategoryDto } from "./to-contract";

export const subcategories: SubcategoriesRepository = {
  async list(categoryId) {
    const rows = db.subcategories.findMany((q) =>
      q.where((s) => categoryId === undefined || s.categoryId === categoryId),
    );
    return rows.sort(byName).map(subcategoryDto);
  },
  async find(id) {
    const row = db.subcategories.findFirst((q) => q.where({ id }));
    return row ? subcategoryDto(row) : null;
  },
  countOf: async (categoryId) => db.subcategories.findMany((q) => q.where({ categoryId })).length,
  async nameTaken(categoryId, name) {
    const taken = db.subcategories.findFirst((q) =>
      q.where((s) => s.categoryId === categoryId && sameText(s.name, name)),
    );
    return taken !== undefined;
  },
  async create(fields) {
    return subcategoryDto(await db.subcategories.create({ id: nextId(db.subcategories), ...fields }));
  },
  async delete(id) {
    if (!db.subcategories.delete((q) => q.where({ id }))) return false;
    await db.products.updateMany((q) => q.where({ subcategoryId: id }), {
      data(product) {
        product.subcategoryId = null;
      },
    });
    return true;
  },
};
