// The 'Compatibles' question lives in the address, so it survives a reload and can be shared:
// /vehicles?tab=compatibles&make=chevrolet&model=12&year=2012&engine=1.2.
import { EMPTY_SELECTION, type FitmentSelection } from "./fitment-search";

export const COMPATIBLES_TAB_PARAM = "compatibles";
const KEYS = { tab: "tab", make: "make", model: "model", year: "year", engine: "engine" } as const;

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
}

/** True when the address asks for the 'Compatibles' tab. */
export function wantsCompatiblesTab(params: URLSearchParams): boolean {
  return params.get(KEYS.tab) === COMPATIBLES_TAB_PARAM;
}

/** The selection the address holds; what is missing or malformed is left empty. */
export function selectionFromParams(params: URLSearchParams): FitmentSelection {
  const makeKey = params.get(KEYS.make) ?? "";
  if (!makeKey) return EMPTY_SELECTION;
  const vehicleId = positiveInteger(params.get(KEYS.model));
  if (vehicleId === null) return { ...EMPTY_SELECTION, makeKey };
  return {
    makeKey,
    vehicleId,
    year: positiveInteger(params.get(KEYS.year)),
    engine: (params.get(KEYS.engine) ?? "").slice(0, 120),
  };
}

/** A copy of the address's parameters with the tab and the selection written in (empty ones removed). */
export function paramsWithSelection(
  params: URLSearchParams,
  selection: FitmentSelection,
  onCompatiblesTab: boolean,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number | null) => {
    if (value === null || value === "") next.delete(key);
    else next.set(key, String(value));
  };
  set(KEYS.tab, onCompatiblesTab ? COMPATIBLES_TAB_PARAM : null);
  set(KEYS.make, selection.makeKey);
  set(KEYS.model, selection.vehicleId);
  set(KEYS.year, selection.year);
  set(KEYS.engine, selection.engine.trim());
  return next;
}
