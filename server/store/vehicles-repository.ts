// Car models ('Vehículos'), each of one make.
import type { Vehicle } from "@contract/types";

export interface VehicleFields {
  brandId: number;
  name: string;
  yearFrom: number | null;
  yearTo: number | null;
  engine: string | null;
}

export interface VehiclesRepository {
  list(): Promise<Vehicle[]>;
  /**
   * At least the models with one of the words in their name (case- and accent-blind), as list()
   * orders them. A search plan (rules/vehicle-search.ts) only picks a model
   * whose every word the search names, so whole words are enough.
   */
  named(words: string[]): Promise<Vehicle[]>;
  find(id: number): Promise<Vehicle | null>;
  allExist(ids: number[]): Promise<boolean>;
  countOfBrand(brandId: number): Promise<number>;
  create(fields: VehicleFields): Promise<Vehicle>;
  update(id: number, fields: VehicleFields): Promise<Vehicle>;
  delete(id: number): Promise<void>;
}
