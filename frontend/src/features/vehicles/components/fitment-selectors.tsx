// Make → model → year (→ engine) of the 'Compatibles' tab: three native selects, so the keyboard
// (arrows, type-ahead) works as everywhere else, and an optional engine typed as the customer says it.
// A model is only offered once its make is chosen.
import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useId } from "react";
import {
  chooseMake,
  chooseModel,
  yearOptions,
  type FitmentMake,
  type FitmentSelection,
} from "../lib/fitment-search";
import { formatYearRange } from "@/lib/vehicle-years";
import "./vehicles.css";

export interface FitmentSelectorsProps {
  makes: readonly FitmentMake[];
  selection: FitmentSelection;
  onChange: (selection: FitmentSelection) => void;
}

export function FitmentSelectors({ makes, selection, onChange }: FitmentSelectorsProps) {
  const ids = { make: useId(), model: useId(), year: useId(), engine: useId() };
  const make = makes.find((candidate) => candidate.key === selection.makeKey);
  const model = make?.models.find((candidate) => candidate.id === selection.vehicleId);
  return (
    <div className="fitment-selectors" role="group" aria-label="Vehículo del cliente">
      <FormGroup label="Marca" labelFor={ids.make}>
        <HTMLSelect
          id={ids.make}
          fill
          value={selection.makeKey}
          onChange={(event) => onChange(chooseMake(event.currentTarget.value))}
          options={[
            { value: "", label: "Selecciona una marca" },
            ...makes.map((candidate) => ({ value: candidate.key, label: candidate.name })),
          ]}
        />
      </FormGroup>
      <FormGroup label="Modelo" labelFor={ids.model}>
        <HTMLSelect
          id={ids.model}
          fill
          disabled={!make}
          value={selection.vehicleId === null ? "" : String(selection.vehicleId)}
          onChange={(event) => {
            const id = Number(event.currentTarget.value);
            onChange(
              chooseModel(
                selection,
                make?.models.find((candidate) => candidate.id === id),
              ),
            );
          }}
          options={[
            { value: "", label: make ? "Selecciona un modelo" : "Primero elige la marca" },
            ...(make?.models ?? []).map((candidate) => ({
              value: String(candidate.id),
              label: `${candidate.name} (${formatYearRange(candidate.yearFrom, candidate.yearTo)})`,
            })),
          ]}
        />
      </FormGroup>
      <FormGroup label="Año" labelFor={ids.year}>
        <HTMLSelect
          id={ids.year}
          fill
          disabled={!model}
          value={selection.year === null ? "" : String(selection.year)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ ...selection, year: value ? Number(value) : null });
          }}
          options={[
            { value: "", label: "Todos los años" },
            ...yearOptions(model).map((year) => ({ value: String(year), label: String(year) })),
          ]}
        />
      </FormGroup>
      <FormGroup label="Motor" labelInfo="(opcional)" labelFor={ids.engine}>
        <InputGroup
          id={ids.engine}
          fill
          disabled={!model}
          maxLength={120}
          placeholder="Ej: 1.6"
          value={selection.engine}
          onValueChange={(engine) => onChange({ ...selection, engine })}
        />
      </FormGroup>
    </div>
  );
}
