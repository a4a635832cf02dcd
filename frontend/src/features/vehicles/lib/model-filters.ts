// Filtering and sorting of the 'Todos los Modelos' tab, and the search of both tabs.
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { matchesTerm } from "@/lib/catalogue/text-key";
import { compareNames } from "@/lib/compare-names";

export type SortField = "name" | "brand" | "year";
export type SortDirection = "asc" | "desc";

export interface ModelFilters {
  /** Make key (VehicleMake.key) or "" for every make. */
  makeKey: string;
  /** A year, or null for any year. */
  year: number | null;
  sortField: SortField;
  sortDirection: SortDirection;
}

export const DEFAULT_FILTERS: ModelFilters = {
  makeKey: "",
  year: null,
  sortField: "name",
  sortDirection: "asc",
};

export function filtersAreDefault(filters: ModelFilters): boolean {
  return (
    filters.makeKey === DEFAULT_FILTERS.makeKey &&
    filters.year === DEFAULT_FILTERS.year &&
    filters.sortField === DEFAULT_FILTERS.sortField &&
    filters.sortDirection === DEFAULT_FILTERS.sortDirection
  );
}

/**
 * A model fits a year inside its range. A missing end year means it is still sold; a missing start
 * year means the range is open before the end. A model without any year is unknown and fits no
 * chosen year.
 */
export function fitsYear(model: Pick<VehicleModel, "yearFrom" | "yearTo">, year: number): boolean {
  if (model.yearFrom === null && model.yearTo === null) return false;
  return (model.yearFrom ?? -Infinity) <= year && year <= (model.yearTo ?? Infinity);
}

export function matchesModelSearch(model: VehicleModel, term: string): boolean {
  return matchesTerm(term, [model.name, model.makeName, model.engine]);
}

/** Brands tab: a make whose name matches keeps every model; otherwise only its matching models. */
export function searchMakes(makes: readonly VehicleMake[], term: string): VehicleMake[] {
  if (!term.trim()) return [...makes];
  const result: VehicleMake[] = [];
  for (const make of makes) {
    if (matchesTerm(term, [make.name])) {
      result.push(make);
      continue;
    }
    const models = make.models.filter((model) => matchesModelSearch(model, term));
    if (models.length > 0) result.push({ ...make, models });
  }
  return result;
}

/** Missing years sort last whichever the direction. */
function compareYears(a: VehicleModel, b: VehicleModel, sign: number): number {
  const aFrom = a.yearFrom ?? a.yearTo;
  const bFrom = b.yearFrom ?? b.yearTo;
  if (aFrom === null && bFrom === null) return 0;
  if (aFrom === null) return 1;
  if (bFrom === null) return -1;
  return sign * (aFrom - bFrom || (a.yearTo ?? Infinity) - (b.yearTo ?? Infinity));
}

export function sortModels(
  models: readonly VehicleModel[],
  field: SortField,
  direction: SortDirection,
): VehicleModel[] {
  const sign = direction === "asc" ? 1 : -1;
  const byName = (a: VehicleModel, b: VehicleModel) => compareNames(a.name, b.name);
  const byMake = (a: VehicleModel, b: VehicleModel) => compareNames(a.makeName, b.makeName);
  return [...models].sort((a, b) => {
    if (field === "year") return compareYears(a, b, sign) || byName(a, b) || byMake(a, b);
    if (field === "brand") return sign * (byMake(a, b) || byName(a, b));
    return sign * (byName(a, b) || byMake(a, b));
  });
}

export function filterModels(
  models: readonly VehicleModel[],
  filters: ModelFilters,
  term: string,
): VehicleModel[] {
  const kept = models.filter(
    (model) =>
      (filters.makeKey === "" || model.makeKey === filters.makeKey) &&
      (filters.year === null || fitsYear(model, filters.year)) &&
      matchesModelSearch(model, term),
  );
  return sortModels(kept, filters.sortField, filters.sortDirection);
}
