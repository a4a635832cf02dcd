// Deep links of the global search: /vehicles?brand={id} opens 'Todas las Marcas' with that make's
// card highlighted; /vehicles?vehicle={id} opens 'Todos los Modelos' on the page holding that model,
// highlighted. Applied once per link, when the data has arrived.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { allModels, type VehicleMake } from "../lib/merge-vehicles";
import { DEFAULT_FILTERS, filterModels } from "../lib/model-filters";
import { pageOfIndex } from "../lib/page-numbers";

export type VehiclesTab = "brands" | "models" | "compatibles";

export interface DeepLinkTarget {
  tab: VehiclesTab;
  highlightKey: string;
  /** Page of the models list holding the model (models tab only). */
  page?: number;
}

/** Where a link points to; null when the link names nothing that exists. */
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

export function useVehicleDeepLink(
  makes: readonly VehicleMake[],
  ready: boolean,
  pageSize: number,
  apply: (target: DeepLinkTarget) => void,
): { missing: "brand" | "vehicle" | null } {
  const [params] = useSearchParams();
  const link = params.toString();
  const [applied, setApplied] = useState<string | null>(null);
  const [missing, setMissing] = useState<"brand" | "vehicle" | null>(null);

  useEffect(() => {
    if (!ready || applied === link) return;
    setApplied(link);
    const target = resolveDeepLink(new URLSearchParams(link), makes, pageSize);
    if (target === "missing") {
      setMissing(new URLSearchParams(link).has("vehicle") ? "vehicle" : "brand");
    } else {
      setMissing(null);
      if (target) apply(target);
    }
  }, [ready, applied, link, makes, pageSize, apply]);

  return { missing };
}
