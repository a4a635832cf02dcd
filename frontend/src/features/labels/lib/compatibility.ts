// The optional 'Compatibilidad' line of a label (beyond the specification): the first models a part
// fits, short enough for a small label, and the bounded fetch that gathers them.
import type { ProductFitment } from "@/lib/api/types";
import { fitmentYears } from "@/lib/vehicle-years";

/** Models named on a label; the rest are counted ("y 3 más"). */
export const COMPATIBLE_MODELS_ON_LABEL = 2;
/** Fitment requests in flight at once while the option is on. */
export const COMPATIBILITY_CONCURRENCY = 4;

/** "Chevrolet Spark 2010 - 2015": make, model and years when known (engines are left to the catalogue). */
export function modelName(fitment: ProductFitment): string {
  const years = fitmentYears(fitment.yearFrom, fitment.yearTo);
  return `${fitment.brandName} ${fitment.vehicleName}${years ? ` ${years}` : ""}`;
}

/**
 * "Compatibilidad: Chevrolet Spark 2010 - 2015, Renault Logan y 3 más", in the server's order, each
 * model once (links differing only by engine are one model here). Null when the part has no links.
 */
export function compatibilityText(
  fitments: readonly ProductFitment[] | undefined,
  max = COMPATIBLE_MODELS_ON_LABEL,
): string | null {
  const names = [...new Set((fitments ?? []).map(modelName))];
  if (names.length === 0) return null;
  const shown = names.slice(0, Math.max(1, max));
  const rest = names.length - shown.length;
  return `Compatibilidad: ${shown.join(", ")}${rest > 0 ? ` y ${rest} más` : ""}`;
}

/** `task` over every item, at most `limit` at a time; answers in the items' order. */
export async function mapBounded<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, worker));
  return results;
}
