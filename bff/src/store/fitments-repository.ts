// Parts fitment (product_vehicles): which car models a product fits, with optional years and engine.
import type { ProductFitment } from "@contract/types";
import type { Knex } from "knex";
import type { FitmentFields, FitmentsRepository } from "../../../server/store";
import { noCase } from "../db/dialect";
import { countWhere } from "./rows";

interface FitmentRow {
  vehicle_id: number;
  vehicle_name: string;
  brand_id: number;
  brand_name: string;
  year_from: number | null;
  year_to: number | null;
  engine: string | null;
}

/** The product_vehicles row of one link. */
export function fitmentRow(productId: number, link: FitmentFields) {
  return {
    product_id: productId,
    vehicle_id: link.vehicleId,
    year_from: link.yearFrom,
    year_to: link.yearTo,
    engine: link.engine,
  };
}

export function createFitmentsRepository(db: Knex): FitmentsRepository {
  return {
    async ofProduct(productId) {
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
      return rows.map((row): ProductFitment => ({
        vehicleId: row.vehicle_id,
        vehicleName: row.vehicle_name,
        brandId: row.brand_id,
        brandName: row.brand_name,
        yearFrom: row.year_from,
        yearTo: row.year_to,
        engine: row.engine,
      }));
    },
    async replace(productId, links) {
      await db.transaction(async (trx) => {
        await trx("product_vehicles").where({ product_id: productId }).delete();
        if (links.length > 0) {
          await trx.batchInsert(
            "product_vehicles",
            links.map((link) => fitmentRow(productId, link)),
            100,
          );
        }
      });
    },
    countOfVehicle: (vehicleId) => countWhere(db, "product_vehicles", { vehicle_id: vehicleId }),
  };
}
