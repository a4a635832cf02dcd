// Categories of the in-memory store, with the BFF's SQL ordering and its cascade (a deleted
// category leaves the brands linked to it) reproduced.
import type { CategoriesRepository } from "../../server/store/categories-repository";
import { db, nextId } from "../db";
import { byName, sameText } from "../support/sort";

const findCategory = (id: number) => db.categories.findFirst((q) => q.where({ id }));

export const categories: CategoriesRepository = {
  list: async () => db.categories.all().sort(byName),
  find: async (id) => findCategory(id) ?? null,
  allExist: async (ids) => ids.every((id) => findCategory(id) !== undefined),
  async nameTaken(name, exceptId) {
    return (
      db.categories.findFirst((q) => q.where((c) => c.id !== exceptId && sameText(c.name, name))) !==
      undefined
    );
  },
  create: async (fields) => db.categories.create({ id: nextId(db.categories), ...fields }),
  async update(id, patch) {
    const updated = await db.categories.update((q) => q.where({ id }), {
      data(category) {
        Object.assign(category, patch);
      },
    });
    if (!updated) throw new Error("category vanished during the request");
    return updated;
  },
  async delete(id) {
    db.categories.delete((q) => q.where({ id }));
    await db.brands.updateMany((q) => q.where({ categoryIds: (ids) => ids.includes(id) }), {
      data(brand) {
        brand.categoryIds = brand.categoryIds.filter((c) => c !== id);
      },
    });
  },
};
