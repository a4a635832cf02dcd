// Brands (part brands and vehicle makes) with their many-to-many category links.
import type { Brand } from "@contract/types";
import type { Knex } from "knex";
import type { BrandFields, BrandsRepository } from "../../../server/store/brands-repository";
import { noCase } from "../db/dialect";
import { BrandModel } from "../models/brand-model";
import { found } from "./rows";

async function linksByBrand(db: Knex, brandIds: number[]): Promise<Map<number, number[]>> {
  const links = await db("brand_categories")
    .whereIn("brand_id", brandIds)
    .orderBy("category_id")
    .select<{ brand_id: number; category_id: number }[]>("brand_id", "category_id");
  const map = new Map<number, number[]>();
  for (const link of links) map.set(link.brand_id, [...(map.get(link.brand_id) ?? []), link.category_id]);
  return map;
}

function toBrand(m: BrandModel, categoryIds: number[]): Brand {
  return {
    id: m.id,
    name: m.name,
    description: m.description,
    logoUrl: m.logo_url,
    country: m.country,
    website: m.website,
    categoryIds,
  };
}

function toColumns(fields: Partial<BrandFields>): Record<string, string | null> {
  const columns: Record<string, string | null> = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.logoUrl !== undefined) columns.logo_url = fields.logoUrl;
  if (fields.country !== undefined) columns.country = fields.country;
  if (fields.website !== undefined) columns.website = fields.website;
  return columns;
}

async function setCategories(trx: Knex, brandId: number, categoryIds: number[]): Promise<void> {
  await trx("brand_categories").where({ brand_id: brandId }).delete();
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    await trx("brand_categories").insert(
      unique.map((categoryId) => ({ brand_id: brandId, category_id: categoryId })),
    );
  }
}

export function createBrandsRepository(db: Knex): BrandsRepository {
  async function find(id: number): Promise<Brand | null> {
    const model = await BrandModel.query(db).findById(id);
    if (!model) return null;
    const links = await linksByBrand(db, [id]);
    return toBrand(model, links.get(id) ?? []);
  }

  return {
    /** With a category: the brands linked to it plus the brands linked to none (they fit any category). */
    async list(categoryId) {
      const query = BrandModel.query(db).orderByRaw(`${noCase(db, "name")}, id`);
      if (categoryId !== undefined) {
        query
          .whereIn("id", db("brand_categories").select("brand_id").where("category_id", categoryId))
          .orWhereNotIn("id", db("brand_categories").select("brand_id"));
      }
      const models = await query;
      const links = await linksByBrand(
        db,
        models.map((m) => m.id),
      );
      return models.map((m) => toBrand(m, links.get(m.id) ?? []));
    },
    find,
    async nameTaken(name, exceptId) {
      const query = BrandModel.query(db).whereRaw("lower(name) = ?", [name.toLowerCase()]);
      if (exceptId !== undefined) query.whereNot("id", exceptId);
      return (await query.first()) !== undefined;
    },
    async create(fields, categoryIds) {
      const id = await db.transaction(async (trx) => {
        const model = await BrandModel.query(trx).insert(toColumns(fields));
        await setCategories(trx, model.id, categoryIds);
        return model.id;
      });
      return found(await find(id), "brand");
    },
    async update(id, fields, categoryIds) {
      await db.transaction(async (trx) => {
        const columns = toColumns(fields);
        if (Object.keys(columns).length > 0) await BrandModel.query(trx).findById(id).patch(columns);
        if (categoryIds) await setCategories(trx, id, categoryIds);
      });
      return found(await find(id), "brand");
    },
    async delete(id) {
      await BrandModel.query(db).deleteById(id);
    },
  };
}
