// Parts fitment of the in-memory store (the BFF's product_vehicles table), with the BFF's
// ordering and its year rules (ProductFilter of server/store/products-repository.ts) reproduced.
import type { FitmentsRepository } from "../../server/store/fitments-repository";
import type { ProductFilter } from "../../server/store/products-repository";
import { db, type DbFitment, type DbProduct } from "../db";
import { compareNoCase } from "../support/sort";
import { engineFits } from "../../rules/engine-key";

const inRange = (from: number | null, to: number | null, year: number) =>
  (from === null || from <= year) && (to === null || to >= year);

/** The link's range or, for a link without years, the product's own; open ends match. */
function linkFitsYear(link: DbFitment, product: DbProduct, year: number): boolean {
  return link.yearFrom === null && link.yearTo === null
    ? inRange(product.yearFrom, product.yearTo, year)
    : inRange(link.yearFrom, link.yearTo, year);
}

/** ProductFilter's vehicleIds / year / engine / universal conditions, in memory. */
export function matchesFitment(product: DbProduct, filter: ProductFilter): boolean {
  const { vehicleIds, year, engine, universal } = filter;
  const links = () => db.productVehicles.findMany((q) => q.where({ productId: product.id }));
  if (vehicleIds !== undefined) {
    const fits = links().some(
      (link) =>
        vehicleIds.includes(link.vehicleId) &&
        (year === undefined || linkFitsYear(link, product, year)) &&
        (engine === undefined || engineFits(link.engine, engine)),
    );
    if (!fits) return false;
  } else if (year !== undefined && !inRange(product.yearFrom, product.yearTo, year)) {
    return false;
  }
  if (universal && (product.yearFrom !== null || product.yearTo !== null || links().length > 0)) return false;
  return true;
}

export const fitments: FitmentsRepository = {
  async ofProduct(productId) {
    return db.productVehicles
      .findMany((q) => q.where({ productId }))
      .map((link) => {
        const vehicle = db.vehicles.findFirst((q) => q.where({ id: link.vehicleId }));
        const make = vehicle && db.brands.findFirst((q) => q.where({ id: vehicle.brandId }));
        if (!vehicle || !make) throw new Error("a fitment link points at a missing model or make");
        return {
          vehicleId: vehicle.id,
          vehicleName: vehicle.name,
          brandId: make.id,
          brandName: make.name,
          yearFrom: link.yearFrom,
          yearTo: link.yearTo,
          engine: link.engine,
        };
      })
      .sort(
        (a, b) =>
          compareNoCase(a.brandName, b.brandName) ||
          compareNoCase(a.vehicleName, b.vehicleName) ||
          a.vehicleId - b.vehicleId,
      );
  },
  async ofProducts(productIds) {
    const byProduct = new Map<number, Awaited<ReturnType<FitmentsRepository["ofProduct"]>>>();
    for (const id of productIds) {
      const links = await fitments.ofProduct(id);
      if (links.length > 0) byProduct.set(id, links);
    }
    return byProduct;
  },
  async replace(productId, links) {
    db.productVehicles.deleteMany((q) => q.where({ productId }));
    for (const link of links) await db.productVehicles.create({ productId, ...link });
  },
  countOfVehicle: async (vehicleId) => db.productVehicles.findMany((q) => q.where({ vehicleId })).length,
};
