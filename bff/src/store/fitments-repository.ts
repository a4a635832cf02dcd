// Vehicle model changes and parts fitment (product_vehicles): which models a product fits.
import type { Knex } from "knex";
import { noCase } from "../db/dialect";
import type { ProductFitment } from "@contract/types";
import type { FitmentFields, VehicleFields } from "../../../server/store";
import { engineNoteCandidates } from "../../../rules/engine-key";

export async function updateVehicle(db: Knex, id: number, fields: VehicleFields): Promise<void> {
  await db("vehicles").where({ id }).update({
    brand_id: fields.brandId,
    name: fields.name,
    year_from: fields.yearFrom,
    year_to: fields.yearTo,
    engine: fields.engine,
  });
}

export async function deleteVehicle(db: Knex, id: number): Promise<void> {
  await db("vehicles").where({ id }).delete();
}

interface FitmentRow {
  vehicle_id: number;
  vehicle_name: string;
  brand_id: number;
  brand_name: string;
  year_from: number | null;
  year_to: number | null;
  engine: string | null;
}

export async function fitmentsOfProduct(db: Knex, productId: number): Promise<ProductFitment[]> {
  const rows = await db("product_vehicles as pv")
    .join("vehicles as v", "v.id", "pv.vehicle_id")
    .join("brands as b", "b.id", "v.brand_id")
    .where("pv.product_id", productId)
    .orderByRaw(`${noCase(db, "b.name")}, ${noCase(db, "v.name")}, v.id`)
    .select<FitmentRow[]>(
      "pv.vehicle_id",
      "v.name as vehicle_name",
      "v.brand_id",
      "b.name as brand_name",
      "pv.year_from",
      "pv.year_to",
      "pv.engine",
    );
  return rows.map((row) => ({
    vehicleId: row.vehicle_id,
    vehicleName: row.vehicle_name,
    brandId: row.brand_id,
    brandName: row.brand_name,
    yearFrom: row.year_from,
    yearTo: row.year_to,
    engine: row.engine,
  }));
}

export async function replaceFitments(db: Knex, productId: number, links: FitmentFields[]): Promise<void> {
  await db.transaction(async (trx) => {
    await trx("product_vehicles").where({ product_id: productId }).delete();
    if (links.length > 0) {
      await trx.batchInsert(
        "product_vehicles",
        links.map((link) => ({
          product_id: productId,
          vehicle_id: link.vehicleId,
          year_from: link.yearFrom,
          year_to: link.yearTo,
          engine: link.engine,
        })),
        100,
      );
    }
  });
}

/** The part of a Knex or Objection query builder the filter needs. */
interface FilterableQuery {
  whereRaw(sql: string, bindings: readonly (number | string)[]): unknown;
}

/** A link without years takes the product's own range; open ends match any year. */
const LINK_FITS_YEAR = `(CASE WHEN pv.year_from IS NULL AND pv.year_to IS NULL
  THEN (p2.year_from IS NULL OR p2.year_from <= ?) AND (p2.year_to IS NULL OR p2.year_to >= ?)
  ELSE (pv.year_from IS NULL OR pv.year_from <= ?) AND (pv.year_to IS NULL OR pv.year_to >= ?) END)`;

/** A link without an engine note fits every engine; one with a note that engine (rules/engine-key.ts). */
const LINK_FITS_ENGINE = `(pv.engine IS NULL OR TRIM(pv.engine) = ''
  OR LOWER(TRIM(pv.engine)) IN (?, ?)
  OR LOWER(TRIM(pv.engine)) LIKE ? ESCAPE '\\' OR LOWER(TRIM(pv.engine)) LIKE ? ESCAPE '\\')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function engineBindings(engine: string): string[] {
  const { exact, prefixes } = engineNoteCandidates(engine);
  return [...exact, ...prefixes.map((prefix) => `${escapeLike(prefix)}%`)];
}

/**
 * The product filter's fitment conditions (server/store.ts ProductFilter), as SQL on products `p`:
 * uncorrelated IN sub-queries, so SQLite starts from the vehicle_id index instead of scanning.
 */
export function applyFitmentFilter(
  query: FilterableQuery,
  filter: { vehicleIds?: number[]; year?: number; engine?: string; universal?: boolean },
): void {
  const { vehicleIds, year, engine, universal } = filter;
  if (vehicleIds !== undefined) {
    const ids = vehicleIds.length > 0 ? vehicleIds : [0];
    const marks = ids.map(() => "?").join(", ");
    if (year === undefined && engine === undefined) {
      query.whereRaw(`p.id IN (SELECT product_id FROM product_vehicles WHERE vehicle_id IN (${marks}))`, ids);
    } else {
      const conditions = [`pv.vehicle_id IN (${marks})`];
      const bindings: (number | string)[] = [...ids];
      if (year !== undefined) {
        conditions.push(LINK_FITS_YEAR);
        bindings.push(year, year, year, year);
      }
      if (engine !== undefined) {
        conditions.push(LINK_FITS_ENGINE);
        bindings.push(...engineBindings(engine));
      }
      query.whereRaw(
        `p.id IN (SELECT pv.product_id FROM product_vehicles pv JOIN products p2 ON p2.id = pv.product_id
          WHERE ${conditions.join(" AND ")})`,
        bindings,
      );
    }
  } else if (year !== undefined) {
    query.whereRaw("(p.year_from IS NULL OR p.year_from <= ?) AND (p.year_to IS NULL OR p.year_to >= ?)", [
      year,
      year,
    ]);
  }
  if (universal) {
    query.whereRaw(
      "p.year_from IS NULL AND p.year_to IS NULL AND p.id NOT IN (SELECT product_id FROM product_vehicles)",
      [],
    );
  }
}
