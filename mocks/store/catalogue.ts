// Categories, subcategories, brands and vehicles of the in-memory store, with the BFF's SQL
// orderings and cascades (ON DELETE CASCADE / SET NULL) reproduced.
import type { BrandsRepository } from "../../server/store/brands-repository";
import type { CategoriesRepository } from "../../server/store/categories-repository";
import type { SubcategoriesRepository } from "../../server/store/subcategories-repository";
import type { VehiclesRepository } from "../../server/store/vehicles-repository";
import { fold } from "../../rules/product-search";
import { db, nextId, type DbVehicle } from "../db";
import { byName, compareNoCase, sameText } from "../support/sort";
import { brandDto, subcategoryDto, vehicleDto } from "./to-contract";

const findCategory = (id: number) => db.categories.findFirst((q) => q.where({ id }));
const findBrand = (id: number) => db.brands.findFirst((q) => q.where({ id }));

/** The link table's content: unique category ids in ascending order. */
const linkIds = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

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

/** ORDER BY make name, model name (both NOCASE), id */
function byMakeAndModel(a: DbVehicle, b: DbVehicle): number {
  const make = (v: DbVehicle) => findBrand(v.brandId)?.name ?? "";
  return compareNoCase(make(a), make(b)) || compareNoCase(a.name, b.name) || a.id - b.id;
}

export const vehicles: VehiclesRepository = {
  async list() {
    // An inner join in the BFF: a vehicle whose make is gone is not listed.
    return db.vehicles
      .all()
      .filter((v) => findBrand(v.brandId))
      .sort(byMakeAndModel)
      .map(vehicleDto);
  },
  async named(words) {
    const wanted = words.map(fold);
    return (await this.list()).filter((v) => wanted.some((w) => fold(v.name).includes(w)));
  },
  async find(id) {
    const row = db.vehicles.findFirst((q) => q.where({ id }));
    return row && findBrand(row.brandId) ? vehicleDto(row) : null;
  },
  allExist: async (ids) => ids.every((id) => db.vehicles.findFirst((q) => q.where({ id })) !== undefined),
  countOfBrand: async (brandId) => db.vehicles.findMany((q) => q.where({ brandId })).length,
  create: async (fields) => vehicleDto(await db.vehicles.create({ id: nextId(db.vehicles), ...fields })),
  async update(id, fields) {
    const row = await db.vehicles.update((q) => q.where({ id }), {
      data(vehicle) {
        Object.assign(vehicle, fields);
      },
    });
    if (!row) throw new Error("vehicle vanished during the request");
    return vehicleDto(row);
  },
  async delete(id) {
    db.vehicles.delete((q) => q.where({ id }));
  },
};
