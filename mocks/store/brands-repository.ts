// Brands of the in-memory store and the categories each is linked to, with the BFF's SQL ordering.
import type { BrandsRepository } from "../../server/store/brands-repository";
import { db, nextId } from "../db";
import { byName, sameText } from "../support/sort";
import { brandDto } from "./to-contract";

export const findBrand = (id: number) => db.brands.findFirst((q) => q.where({ id }));

/** The link table's content: unique category ids in ascending order. */
const linkIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

export const brands: BrandsRepository = {
  async list(categoryId) {
    const rows = db.brands.findMany((q) =>
      q.where(
        (b) => categoryId === undefined || b.categoryIds.length === 0 || b.categoryIds.includes(categoryId),
      ),
    );
    return rows.sort(byName).map(brandDto);
  },
  async find(id) {
    const row = findBrand(id);
    return row ? brandDto(row) : null;
  },
  async nameTaken(name, exceptId) {
    return (
      db.brands.findFirst((q) => q.where((b) => b.id !== exceptId && sameText(b.name, name))) !== undefined
    );
  },
  async create(fields, categoryIds) {
    return brandDto(
      await db.brands.create({ id: nextId(db.brands), ...fields, categoryIds: linkIds(categoryIds) }),
    );
  },
  async update(id, fields, categoryIds) {
    const updated = await db.brands.update((q) => q.where({ id }), {
      data(brand) {
        Object.assign(brand, fields);
        if (categoryIds) brand.categoryIds = linkIds(categoryIds);
      },
    });
    if (!updated) throw new Error("brand vanished during the request");
    return brandDto(updated);
  },
  async delete(id) {
    db.brands.delete((q) => q.where({ id }));
  },
};
