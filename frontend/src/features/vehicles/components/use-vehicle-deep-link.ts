// Deep links of the global search: /vehicles?brand={id} opens 'Todas las Marcas' with that make's
// card highlighted; /vehicles?vehicle={id} opens 'Todos los Modelos' on the page holding that model,
// highlighted. Applied once per link, when the data has arrived.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { resolveDeepLink, type DeepLinkTarget } from "../lib/deep-link";
import type { VehicleMake } from "@/lib/catalogue/merge-vehicles";

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
