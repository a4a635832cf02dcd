// The counter's question on the 'Compatibles' tab: make → model → year (→ engine) → the parts that fit.
// Only models saved on the server can have parts linked, so reference-only models are not offered.
import type { VehicleMake, VehicleModel } from "@/lib/catalogue/merge-vehicles";
import { modelYearChoices } from "@/lib/vehicle-years";

/** A server model (its id is known). */
export type SavedModel = VehicleModel & { id: number };

export interface FitmentMake {
  key: string;
  name: string;
  models: SavedModel[];
}

export interface FitmentSelection {
  /** VehicleMake.key, or "" before a make is chosen. */
  makeKey: string;
  vehicleId: number | null;
  /** null: any year. */
  year: number | null;
  /** The customer's engine ("1.2"); "" for any engine. */
  engine: string;
}

export const EMPTY_SELECTION: FitmentSelection = { makeKey: "", vehicleId: null, year: null, engine: "" };

/** Default threshold of the low-stock badge when a product has none. */
export const DEFAULT_LOW_STOCK = 5;

/** The makes with at least one saved model, each with only its saved models. */
export function fitmentMakes(makes: readonly VehicleMake[]): FitmentMake[] {
  return makes
    .map((make) => ({
      key: make.key,
      name: make.name,
      models: make.models.filter((model): model is SavedModel => model.id !== null),
    }))
    .filter((make) => make.models.length > 0);
}

/** Years offered for a model, newest first (see modelYearChoices). */
export function yearOptions(
  model: Pick<VehicleModel, "yearFrom" | "yearTo"> | undefined,
  now: Date = new Date(),
): number[] {
  return modelYearChoices(model, now);
}

/** Choosing a make clears the model, the year and the engine. */
export function chooseMake(makeKey: string): FitmentSelection {
  return { ...EMPTY_SELECTION, makeKey };
}

/** Choosing a model keeps the year only when the model was on sale that year. */
export function chooseModel(
  selection: FitmentSelection,
  model: SavedModel | undefined,
  now: Date = new Date(),
): FitmentSelection {
  if (!model) return { ...selection, vehicleId: null, year: null, engine: "" };
  const keepYear = selection.year !== null && yearOptions(model, now).includes(selection.year);
  return { ...selection, vehicleId: model.id, year: keepYear ? selection.year : null };
}

/** Red badge at or below the product's own threshold, 5 when it has none. */
export function isLowStock(stock: number, threshold: number | null | undefined): boolean {
  return stock <= (threshold ?? DEFAULT_LOW_STOCK);
}

/** 'Chevrolet Spark 2012, motor 1.2': the customer's vehicle as the parts heading names it. */
export function fitmentLabel(
  model: Pick<SavedModel, "makeName" | "name">,
  year: number | null,
  engine: string,
): string {
  const yearPart = year === null ? "" : ` ${year}`;
  const enginePart = engine ? `, motor ${engine}` : "";
  return `${model.makeName} ${model.name}${yearPart}${enginePart}`;
}
