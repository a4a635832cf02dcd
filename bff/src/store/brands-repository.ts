// Brands (part brands and vehicle makes) with their many-to-many category links, and vehicles.
import type { Knex } from "knex";
import { containsSql, noCase } from "../db/dialect";
import { BrandModel } from "../models/brand-model";
import { VehicleModel } from "../models/vehicle-model";
import type { Brand, Vehicle } from "@contract/types";

export type BrandFields = Omit<Brand, "id" | "categoryIds">;

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

/** With a category: the brands linked to it plus the brands linked to none (they fit any category). */
export async function listBrands(db: Knex, categoryId?: number): Promise<Brand[]> {
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
}

export async function findBrand(db: Knex, id: number): Promise<Brand | null> {
  const model = await BrandModel.query(db).findById(id);
  if (!model) return null;
  const links = await linksByBrand(db, [id]);
  return toBrand(model, links.get(id) ?? []);
}

export async function brandNameTaken(db: Knex, name: string, exceptId?: number): Promise<boolean> {
  const query = BrandModel.query(db).whereRaw("lower(name) = ?", [name.toLowerCase()]);
  if (exceptId !== undefined) query.whereNot("id", exceptId);
  return (await query.first()) !== undefined;
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

export async function insertBrand(db: Knex, fields: BrandFields & { id?: number }): Promise<number> {
  const model = await BrandModel.query(db).insert({
    ...(fields.id === undefined ? {} : { id: fields.id }),
    ...toColumns(fields),
  });
  return model.id;
}

export async function updateBrand(db: Knex, id: number, fields: Partial<BrandFields>): Promise<void> {
  const columns = toColumns(fields);
  if (Object.keys(columns).length > 0) await BrandModel.query(db).findById(id).patch(columns);
}

export async function setBrandCategories(db: Knex, brandId: number, categoryIds: number[]): Promise<void> {
  await db("brand_categories").where({ brand_id: brandId }).delete();
  const unique = [...new Set(categoryIds)];
  if (unique.length > 0) {
    await db("brand_categories").insert(
      unique.map((categoryId) => ({ brand_id: brandId, category_id: categoryId })),
    );
  }
}

export async function deleteBrand(db: Knex, id: number): Promise<void> {
  await BrandModel.query(db).deleteById(id);
}

export async function listVehicles(db: Knex, vehicleId?: number, nameWords?: string[]): Promise<Vehicle[]> {
  const query = VehicleModel.query(db)
    .alias("v")
    .select("v.*", "b.name as brand_name")
    .join("brands as b", "b.id", "v.brand_id")
    .orderByRaw(`${noCase(db, "b.name")}, ${noCase(db, "v.name")}, v.id`);
  if (vehicleId !== undefined) query.where("v.id", vehicleId);
  if (nameWords !== undefined) {
    const words = nameWords.length > 0 ? nameWords : [""];
    query.whereRaw(
      words.map(() => containsSql(db, "lower(v.name)")).join(" OR "),
      words.map((w) => w.toLowerCase()),
    );
  }
  const rows = (await query) as (VehicleModel & { brand_name: string })[];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    model: row.name,
    brandId: row.brand_id,
    brand: { id: row.brand_id, name: row.brand_name },
    yearFrom: row.year_from,
    yearTo: row.year_to,
    engine: row.engine,
  }));
}

export async function insertVehicle(
  db: Knex,
  input: {
    id?: number;
    brandId: number;
    name: string;
    yearFrom: number | null;
    yearTo: number | null;
    engine: string | null;
  },
): Promise<number> {
  const model = await VehicleModel.query(db).insert({
    ...(input.id === undefined ? {} : { id: input.id }),
    brand_id: input.brandId,
    name: input.name,
    year_from: input.yearFrom,
    year_to: input.yearTo,
    engine: input.engine,
  });
  return model.id;
}
