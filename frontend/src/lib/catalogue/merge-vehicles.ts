// The makes and models the vehicles screen shows: the built-in reference list merged with what the
// server holds. Makes and models are matched by name, case- and accent-insensitively;
// where both exist the server wins: its id, its description (when it has one), and its model's
// years and engine, even when those are empty. Server makes and models missing from the list are
// added.
import type { Brand, Vehicle } from "@/lib/api/types";
import {
  REFERENCE_YEAR_FROM,
  REFERENCE_YEAR_TO,
  type ReferenceMake,
  type ReferenceModel,
} from "./reference-makes";
import { textKey } from "./text-key";
import { compareNames } from "@/lib/compare-names";

export interface VehicleModel {
  /** Stable React key: "vehicle-{id}" for a server model, "ref-{make}-{model}" otherwise. */
  key: string;
  /** Server id; null for a model known only from the reference list. */
  id: number | null;
  name: string;
  makeKey: string;
  makeId: number | null;
  makeName: string;
  yearFrom: number | null;
  yearTo: number | null;
  engine: string | null;
}

export interface VehicleMake {
  /** Stable React key: "brand-{id}" for a server make, "ref-{name}" otherwise. */
  key: string;
  /** Server brand id; null for a make known only from the reference list. */
  id: number | null;
  name: string;
  description: string | null;
  models: VehicleModel[];
}

/**
 * The brands table holds part brands (Bosch, NGK…) as well as vehicle makes. A server brand is shown
 * as a make when the reference list names it, when it has models, or when it carries none of the
 * part-brand details (logo, country, website, categories): the brand dialog of this screen sends
 * only a name and a description, so a make created here shows up before its first model.
 */
export function isVehicleMake(brand: Brand, hasModels: boolean, inReference: boolean): boolean {
  if (inReference || hasModels) return true;
  return !brand.logoUrl && !brand.country && !brand.website && brand.categoryIds.length === 0;
}

const byName = (a: { name: string }, b: { name: string }) => compareNames(a.name, b.name);

function makeKeyOf(id: number | null, name: string): string {
  return id === null ? `ref-${textKey(name)}` : `brand-${id}`;
}

function fromServer(vehicle: Vehicle, make: { key: string; id: number | null; name: string }): VehicleModel {
  return {
    key: `vehicle-${vehicle.id}`,
    id: vehicle.id,
    name: vehicle.name,
    makeKey: make.key,
    makeId: make.id,
    makeName: make.name,
    yearFrom: vehicle.yearFrom,
    yearTo: vehicle.yearTo,
    engine: vehicle.engine,
  };
}

function fromReference(
  model: ReferenceModel,
  make: { key: string; id: number | null; name: string },
): VehicleModel {
  return {
    key: `ref-${textKey(make.name)}-${textKey(model.name)}`,
    id: null,
    name: model.name,
    makeKey: make.key,
    makeId: make.id,
    makeName: make.name,
    yearFrom: model.yearFrom ?? REFERENCE_YEAR_FROM,
    yearTo: model.yearTo ?? REFERENCE_YEAR_TO,
    engine: model.engine ?? null,
  };
}

function mergeModels(
  reference: readonly ReferenceModel[],
  server: readonly Vehicle[],
  make: { key: string; id: number | null; name: string },
): VehicleModel[] {
  const unmatched = [...server];
  const models = reference.map((model) => {
    const index = unmatched.findIndex((vehicle) => textKey(vehicle.name) === textKey(model.name));
    if (index < 0) return fromReference(model, make);
    const [vehicle] = unmatched.splice(index, 1);
    return fromServer(vehicle!, make);
  });
  models.push(...unmatched.map((vehicle) => fromServer(vehicle, make)));
  return models.sort(byName);
}

export function mergeVehicles(
  reference: readonly ReferenceMake[],
  brands: readonly Brand[],
  vehicles: readonly Vehicle[],
): VehicleMake[] {
  const vehiclesByBrand = new Map<number, Vehicle[]>();
  for (const vehicle of vehicles) {
    const list = vehiclesByBrand.get(vehicle.brandId) ?? [];
    list.push(vehicle);
    vehiclesByBrand.set(vehicle.brandId, list);
  }
  const brandsByName = new Map(brands.map((brand) => [textKey(brand.name), brand]));
  const used = new Set<number>();

  const makes: VehicleMake[] = reference.map((entry) => {
    const brand = brandsByName.get(textKey(entry.name));
    const head = {
      key: makeKeyOf(brand?.id ?? null, entry.name),
      id: brand?.id ?? null,
      name: brand?.name ?? entry.name,
    };
    const serverModels = brand ? (vehiclesByBrand.get(brand.id) ?? []) : [];
    if (brand) used.add(brand.id);
    return {
      ...head,
      description: brand?.description?.trim() || entry.description,
      models: mergeModels(entry.models, serverModels, head),
    };
  });

  for (const brand of brands) {
    if (used.has(brand.id)) continue;
    const serverModels = vehiclesByBrand.get(brand.id) ?? [];
    if (!isVehicleMake(brand, serverModels.length > 0, false)) continue;
    const head = { key: makeKeyOf(brand.id, brand.name), id: brand.id, name: brand.name };
    makes.push({ ...head, description: brand.description, models: mergeModels([], serverModels, head) });
  }
  return makes.sort(byName);
}

/** Every model of every make, in make then model order. */
export function allModels(makes: readonly VehicleMake[]): VehicleModel[] {
  return makes.flatMap((make) => make.models);
}
