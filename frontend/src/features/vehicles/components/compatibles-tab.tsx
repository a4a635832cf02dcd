// 'Compatibles' answers the counter's question "which parts fit this car?": choose make, model, year
// and optionally the engine, and see every part linked to that model in that year for that engine;
// universal parts are listed apart.
import { useMemo } from "react";
import { AsyncState } from "@/components/async-state";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import type { VehicleMake } from "@/lib/catalogue/merge-vehicles";
import { fitmentLabel, fitmentMakes, type FitmentSelection } from "../lib/fitment-search";
import { FitmentSelectors } from "./fitment-selectors";
import { FittingParts } from "./fitting-parts";
import { UniversalParts } from "./universal-parts";
import "./vehicles.css";

export interface CompatiblesTabProps {
  makes: readonly VehicleMake[];
  selection: FitmentSelection;
  onSelectionChange: (selection: FitmentSelection) => void;
}

export function CompatiblesTab({ makes, selection, onSelectionChange }: CompatiblesTabProps) {
  const choices = useMemo(() => fitmentMakes(makes), [makes]);
  const make = choices.find((candidate) => candidate.key === selection.makeKey);
  const model = make?.models.find((candidate) => candidate.id === selection.vehicleId);
  const engine = useDebouncedValue(selection.engine.trim(), 300);
  const label = model ? fitmentLabel(model, selection.year, engine) : "";
  return (
    <div className="compatibles-tab">
      <FitmentSelectors makes={choices} selection={selection} onChange={onSelectionChange} />
      <AsyncState
        loading={false}
        empty={!model}
        emptyTitle="Elige el vehículo del cliente"
        emptyDescription="Selecciona la marca, el modelo y, si lo sabes, el año para ver los repuestos que le sirven."
      >
        {model ? (
          <>
            <FittingParts
              key={`${model.id}-${selection.year ?? "all"}-${engine}`}
              vehicleId={model.id}
              year={selection.year}
              engine={engine}
              vehicleLabel={label}
            />
            <UniversalParts />
          </>
        ) : null}
      </AsyncState>
    </div>
  );
}
