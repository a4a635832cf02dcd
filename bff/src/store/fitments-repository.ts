// Parts fitment (product_vehicles): which car models a product fits, with optional years and engine.
import type { ProductFitment } from "@contract/types";
import type { Knex } from "knex";
import type { FitmentFields, FitmentsRepository } from "../../../server/store/fitments-repository";
import { noCase } from "../db/dialect";
import { countWhere } from "./rows";

interface FitmentRow {
  product_id: number;
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

const toFitment = (row: FitmentRow): ProductFitment => ({
  vehicleId: row.vehicle_id,
  vehicleName: row.vehicle_name,
  brandId: row.brand_id,
  brandName: row.brand_name,
  yearFrom: row.year_from,
  yearTo: row.year_to,
  engine: row.engine,
});

export function createFitmentsRepository(db: Knex): FitmentsRepository {
  const links = (productIds: readonly number[]) =>
    db("product_vehicles as pv")
      .join("vehicles as v", "v.id", "pv.vehicle_id")
      .join("brands as b", "b.id", "v.brand_id")
      .whereIn("pv.product_id", productIds)
      .orderByRaw(`${noCase(db, "b.name")}, ${noCase(db, "v.name")}, v.id`)
      .select<FitmentRow[]>(
        "pv.product_id",
        "pv.vehicle_id",
        "v.name as vehicle_name",
        "v.brand_id",
        "b.name as brand_name",
        "pv.year_from",
        "pv.year_to",
        "pv.engine",
      );
  return {
    async ofProduct(productId) {
      return (await links([productId])).map(toFitment);
    },
    async ofProducts(productIds) {
      const byProduct = new Map<number, ProductFitment[]>();
      if (productIds.length === 0) return byProduct;
      for (const row of await links(productIds)) {
        const list = byProduct.get(row.product_id) ?? [];
        list.push(toFitment(row));
        byProduct.set(row.product_id, list);
      }
      return byProduct;
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
