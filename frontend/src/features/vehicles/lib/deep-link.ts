// Where a deep link of the global search points: /vehicles?brand={id} (a make's card) or
// /vehicles?vehicle={id} (a model, on the page of the default models list that holds it).
import { allModels, type VehicleMake } from "@/lib/catalogue/merge-vehicles";
import { DEFAULT_FILTERS, filterModels } from "./model-filters";
import { pageOfIndex } from "@/lib/pagination";

export type VehiclesTab = "brands" | "models" | "compatibles";

export interface DeepLinkTarget {
  tab: VehiclesTab;
  highlightKey: string;
  /** Page of the models list holding the model (models tab only). */
  page?: number;
}

/** The target of the link; "missing" when it names nothing that exists; null without a link. */
export function resolveDeepLink(
  params: URLSearchParams,
  makes: readonly VehicleMake[],
  pageSize: number,
): DeepLinkTarget | "missing" | null {
  const vehicle = params.get("vehicle");
  if (vehicle) {
    const ordered = filterModels(allModels(makes), DEFAULT_FILTERS, "");
    const index = ordered.findIndex((model) => model.id !== null && String(model.id) === vehicle);
    if (index < 0) return "missing";
    return { tab: "models", highlightKey: ordered[index]!.key, page: pageOfIndex(index, pageSize) };
  }
  const brand = params.get("brand");
  if (brand) {
    const make = makes.find((candidate) => candidate.id !== null && String(candidate.id) === brand);
    return make ? { tab: "brands", highlightKey: make.key } : "missing";
  }
  return null;
}
