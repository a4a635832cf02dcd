// The makes and models of the vehicles screen: the server's brands and vehicles (shared reads of
// lib/catalogue) merged with the built-in reference list.
import { useMemo } from "react";
import { useBrands } from "@/lib/catalogue/use-brands";
import { useVehicles } from "@/lib/catalogue/use-vehicles";
import { REFERENCE_MAKES } from "@/lib/catalogue/reference-makes";
import { mergeVehicles, type VehicleMake } from "@/lib/catalogue/merge-vehicles";

export interface VehicleCatalogue {
  makes: VehicleMake[];
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

export function useVehicleCatalogue(): VehicleCatalogue {
  const brands = useBrands();
  const vehicles = useVehicles();
  const makes = useMemo(
    () => mergeVehicles(REFERENCE_MAKES, brands.data ?? [], vehicles.data ?? []),
    [brands.data, vehicles.data],
  );
  const brandsMutate = brands.mutate;
  const vehiclesMutate = vehicles.mutate;
  return {
    makes,
    isLoading: (brands.isLoading || vehicles.isLoading) && !(brands.error || vehicles.error),
    error: vehicles.error ?? brands.error,
    retry: useMemo(
      () => () => {
        void brandsMutate();
        void vehiclesMutate();
      },
      [brandsMutate, vehiclesMutate],
    ),
  };
}
