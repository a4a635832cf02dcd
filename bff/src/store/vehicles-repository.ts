// Car models, each under its make (a brand), listed by make name, model name (both case-blind), id.
import type { Vehicle } from "@contract/types";
import type { Knex } from "knex";
import type { VehicleFields, VehiclesRepository } from "../../../server/store/vehicles-repository";
import { containsSql, isPostgres, noCase, pgWithoutAccents } from "../db/dialect";
import { fold } from "../../../rules/product-search";
import { VehicleModel } from "../models/vehicle-model";
import { allExist, countWhere, found } from "./rows";
import { cachedNamedVehicles } from "./sqlite-list-cache";

/** Every model, or the one with `vehicleId`, or those with one of `nameWords` in their name. */
async function vehicles(db: Knex, vehicleId?: number, nameWords?: string[]): Promise<Vehicle[]> {
  const query = VehicleModel.query(db)
    .alias("v")
    .select("v.*", "b.name as brand_name")
    .join("brands as b", "b.id", "v.brand_id")
    .orderByRaw(`${noCase(db, "b.name")}, ${noCase(db, "v.name")}, v.id`);
  if (vehicleId !== undefined) query.where("v.id", vehicleId);
  if (nameWords !== undefined && nameWords.length > 0) {
    const { sql, bindings } = nameHasAWord(db, nameWords);
    query.whereRaw(sql, bindings);
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

/**
 * Models with one of `words` in their name. SQLite asks its index of model names for whole words
 * (migrations/20250101001300_vehicle_name_index.ts: case and accents folded); PostgreSQL looks for
 * the words inside the names, case and accents folded too. Either answers every model the search
 * planner could choose, since it needs whole words.
 */
function nameHasAWord(db: Knex, words: string[]): { sql: string; bindings: string[] } {
  if (isPostgres(db)) {
    return {
      sql: words.map(() => containsSql(db, `lower(${pgWithoutAccents("v.name")})`)).join(" OR "),
      bindings: words.map(fold),
    };
  }
  // Each word quoted (a quote inside dropped): nothing a user typed reaches FTS as syntax.
  const match = words.map((word) => `"${word.replaceAll('"', "")}"`).join(" OR ");
  return { sql: "v.id IN (SELECT rowid FROM vehicles_fts WHERE vehicles_fts MATCH ?)", bindings: [match] };
}

const toColumns = (fields: VehicleFields) => ({
  brand_id: fields.brandId,
  name: fields.name,
  year_from: fields.yearFrom,
  year_to: fields.yearTo,
  engine: fields.engine,
});

export function createVehiclesRepository(db: Knex): VehiclesRepository {
  const find = async (id: number) => (await vehicles(db, id))[0] ?? null;

  return {
    list: () => vehicles(db),
    named: (words) => cachedNamedVehicles(db, words, () => vehicles(db, undefined, words)),
    find,
    allExist: (ids) => allExist(db, "vehicles", ids),
    countOfBrand: (brandId) => countWhere(db, "vehicles", { brand_id: brandId }),
    async create(fields) {
      return found(await find((await VehicleModel.query(db).insert(toColumns(fields))).id), "vehicle");
    },
    async update(id, fields) {
      await db("vehicles").where({ id }).update(toColumns(fields));
      return found(await find(id), "vehicle");
    },
    async delete(id) {
      await db("vehicles").where({ id }).delete();
    },
  };
}
