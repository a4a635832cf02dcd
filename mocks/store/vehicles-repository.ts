// Car models of the in-memory store, ordered as the BFF's join orders them (make, then model).
import type { VehiclesRepository } from "../../server/store/vehicles-repository";
import { fold } from "../../rules/product-search";
import { db, nextId, type DbVehicle } from "../db";
import { compareNoCase } from "../support/sort";
import { vehicleDto } from "./to-contract";
import { findBrand } from "./brands-repository";

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
