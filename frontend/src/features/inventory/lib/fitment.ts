// Parts fitment as the product dialog shows and edits it: "Chevrolet Spark 2010 - 2015, 1.2", the
// list sent back to the server, and the checks on a model being added.
import { MESSAGES } from "@rules/messages";
import { optionalText } from "@rules/text";
import type { FitmentInput, ProductFitment, Vehicle } from "@/lib/api/types";
import { fitmentYears, modelYearChoices } from "@/lib/vehicle-years";
import { compareNames } from "@/lib/compare-names";

/** "Chevrolet Spark 2010 - 2015, 1.2": make, model, years when known, engine when known. */
export function formatFitment(fitment: ProductFitment): string {
  const years = fitmentYears(fitment.yearFrom, fitment.yearTo);
  const name = `${fitment.brandName} ${fitment.vehicleName}${years ? ` ${years}` : ""}`;
  return fitment.engine ? `${name}, ${fitment.engine}` : name;
}

export function toFitmentInputs(fitments: readonly ProductFitment[]): FitmentInput[] {
  return fitments.map(({ vehicleId, yearFrom, yearTo, engine }) => ({ vehicleId, yearFrom, yearTo, engine }));
}

export interface VehicleMakeChoice {
  id: number;
  name: string;
  models: Vehicle[];
}

/** The server's models grouped by make, makes and models by name. */
export function makesOfVehicles(vehicles: readonly Vehicle[]): VehicleMakeChoice[] {
  const makes = new Map<number, VehicleMakeChoice>();
  for (const vehicle of vehicles) {
    const make = makes.get(vehicle.brandId) ?? { id: vehicle.brandId, name: vehicle.brand.name, models: [] };
    make.models.push(vehicle);
    makes.set(vehicle.brandId, make);
  }
  const list = [...makes.values()].sort((a, b) => compareNames(a.name, b.name));
  for (const make of list) make.models.sort((a, b) => compareNames(a.name, b.name));
  return list;
}

/** The add-a-model form's values as chosen: ids and years as select values ("" = none). */
export interface FitmentDraft {
  makeId: string;
  vehicleId: string;
  yearFrom: string;
  yearTo: string;
  engine: string;
}

export const EMPTY_DRAFT: FitmentDraft = { makeId: "", vehicleId: "", yearFrom: "", yearTo: "", engine: "" };

export type FitmentDraftErrors = Partial<Record<"vehicleId" | "yearTo", string>>;

export const FITMENT_MESSAGES = {
  modelRequired: "Selecciona un modelo",
  alreadyListed: "Ese modelo ya está en la lista",
  // Read when shown, not while the module loads (build/eslint-rule-reads-at-load.js).
  get yearsReversed() {
    return MESSAGES.yearsReversed;
  },
} as const;

export function checkDraft(draft: FitmentDraft, listed: readonly ProductFitment[]): FitmentDraftErrors {
  const errors: FitmentDraftErrors = {};
  if (!draft.vehicleId) errors.vehicleId = FITMENT_MESSAGES.modelRequired;
  else if (listed.some((fitment) => fitment.vehicleId === Number(draft.vehicleId)))
    errors.vehicleId = FITMENT_MESSAGES.alreadyListed;
  if (draft.yearFrom && draft.yearTo && Number(draft.yearTo) < Number(draft.yearFrom))
    errors.yearTo = FITMENT_MESSAGES.yearsReversed;
  return errors;
}

/** The listed fitment a checked draft becomes (the make and model names from the chosen vehicle). */
export function fitmentFromDraft(draft: FitmentDraft, vehicle: Vehicle): ProductFitment {
  return {
    vehicleId: vehicle.id,
    vehicleName: vehicle.name,
    brandId: vehicle.brandId,
    brandName: vehicle.brand.name,
    yearFrom: draft.yearFrom ? Number(draft.yearFrom) : null,
    yearTo: draft.yearTo ? Number(draft.yearTo) : null,
    engine: optionalText(draft.engine),
  };
}

/** Years a link may name, newest first: the model's own range (1990 to this year when unknown). */
export function fitmentYearChoices(
  vehicle: Pick<Vehicle, "yearFrom" | "yearTo"> | undefined,
  now = new Date(),
): number[] {
  return modelYearChoices(vehicle, now);
}
