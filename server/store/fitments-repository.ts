// Which car models a product fits (product-to-model links).
import type { ProductFitment } from "@contract/types";

/** One product-to-model link: the years and engine note are optional. */
export interface FitmentFields {
  vehicleId: number;
  yearFrom: number | null;
  yearTo: number | null;
  engine: string | null;
}

export interface FitmentsRepository {
  /** ORDER BY make name, model name (both NOCASE), vehicle id */
  ofProduct(productId: number): Promise<ProductFitment[]>;
  /** The links of each product that has any, in ofProduct's order (one read for a page of products). */
  ofProducts(productIds: readonly number[]): Promise<Map<number, ProductFitment[]>>;
  /** Replaces every link of the product at once. */
  replace(productId: number, links: FitmentFields[]): Promise<void>;
  countOfVehicle(vehicleId: number): Promise<number>;
}
