// 'Compatibles' answers the counter's question "which parts fit this car?": choose make, model and
// year, and see every part linked to that model in that year; universal parts are listed apart.
import { useMemo } from "react";
import { AsyncState } from "@/components/async-state";
import type { VehicleMake } from "../lib/merge-vehicles";
import { fitmentMakes, type FitmentSelection } from "../lib/fitment-search";
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
  const label = model
    ? `${model.makeName} ${model.name}${selection.year === null ? "" : ` ${selection.year}`}`
    : "";
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
              key={`${model.id}-${selection.year ?? "all"}`}
              vehicleId={model.id}
              year={selection.year}
              vehicleLabel={label}
            />
            <UniversalParts />
          </>
        ) : null}
      </AsyncState>
    </div>
  );
}
