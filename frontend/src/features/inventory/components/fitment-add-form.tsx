// Adding a vehicle model to a product's fitment list: make, model, optional years and engine. A
// native form of native selects, so Tab, arrows and Enter work; the model is added to the list
// being edited (nothing is sent until the list is saved).
import { Button, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { Add } from "@blueprintjs/icons";
import { useId, useMemo, useState } from "react";
import { AsyncState } from "@/components/async-state";
import { useVehicles } from "@/lib/catalogue/use-vehicles";
import type { ProductFitment } from "@/lib/api/types";
import {
  EMPTY_DRAFT,
  checkDraft,
  fitmentFromDraft,
  fitmentYearChoices,
  makesOfVehicles,
  type FitmentDraft,
  type FitmentDraftErrors,
} from "../lib/fitment";

export interface FitmentAddFormProps {
  listed: readonly ProductFitment[];
  onAdd: (fitment: ProductFitment) => void;
}

export function FitmentAddForm({ listed, onAdd }: FitmentAddFormProps) {
  const vehicles = useVehicles();
  const makes = useMemo(() => makesOfVehicles(vehicles.data ?? []), [vehicles.data]);
  const [draft, setDraft] = useState<FitmentDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FitmentDraftErrors>({});
  const ids = { make: useId(), model: useId(), from: useId(), to: useId(), engine: useId() };
  const make = makes.find((candidate) => String(candidate.id) === draft.makeId);
  const vehicle = make?.models.find((candidate) => String(candidate.id) === draft.vehicleId);
  const years = fitmentYearChoices(vehicle).map((year) => ({ value: String(year), label: String(year) }));

  function update(changes: Partial<FitmentDraft>) {
    setDraft((current) => ({ ...current, ...changes }));
    setErrors({});
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const found = checkDraft(draft, listed);
    if (Object.keys(found).length > 0 || !vehicle) {
      setErrors(found);
      return;
    }
    onAdd(fitmentFromDraft(draft, vehicle));
    // The make stays chosen: a part often fits several models of one make.
    setDraft({ ...EMPTY_DRAFT, makeId: draft.makeId });
  }

  return (
    <AsyncState
      loading={vehicles.isLoading}
      loadingText="Cargando modelos..."
      error={vehicles.error}
      errorTitle="Error al cargar los modelos de vehículos"
      onRetry={() => void vehicles.mutate()}
    >
      <form className="inv-fitment-form" aria-label="Añadir modelo compatible" onSubmit={submit} noValidate>
        <FormGroup label="Marca" labelFor={ids.make}>
          <HTMLSelect
            id={ids.make}
            fill
            value={draft.makeId}
            onChange={(event) =>
              update({ makeId: event.currentTarget.value, vehicleId: "", yearFrom: "", yearTo: "" })
            }
            options={[
              { value: "", label: "Selecciona una marca" },
              ...makes.map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
            ]}
          />
        </FormGroup>
        <FormGroup
          label="Modelo"
          labelFor={ids.model}
          helperText={errors.vehicleId}
          intent={errors.vehicleId ? "danger" : "none"}
        >
          <HTMLSelect
            id={ids.model}
            fill
            disabled={!make}
            value={draft.vehicleId}
            onChange={(event) => update({ vehicleId: event.currentTarget.value, yearFrom: "", yearTo: "" })}
            options={[
              { value: "", label: make ? "Selecciona un modelo" : "Primero elige la marca" },
              ...(make?.models ?? []).map((model) => ({ value: String(model.id), label: model.name })),
            ]}
          />
        </FormGroup>
        <FormGroup label="Año desde" labelFor={ids.from}>
          <HTMLSelect
            id={ids.from}
            fill
            value={draft.yearFrom}
            onChange={(event) => update({ yearFrom: event.currentTarget.value })}
            options={[{ value: "", label: "Sin especificar" }, ...years]}
          />
        </FormGroup>
        <FormGroup
          label="Año hasta"
          labelFor={ids.to}
          helperText={errors.yearTo}
          intent={errors.yearTo ? "danger" : "none"}
        >
          <HTMLSelect
            id={ids.to}
            fill
            value={draft.yearTo}
            onChange={(event) => update({ yearTo: event.currentTarget.value })}
            options={[{ value: "", label: "Sin especificar" }, ...years]}
          />
        </FormGroup>
        <FormGroup label="Motor (opcional)" labelFor={ids.engine}>
          <InputGroup
            id={ids.engine}
            value={draft.engine}
            maxLength={120}
            placeholder="Ej. 1.2"
            onValueChange={(value) => update({ engine: value })}
          />
        </FormGroup>
        <Button type="submit" icon={<Add />} text="Añadir modelo" className="inv-fitment-add" />
      </form>
    </AsyncState>
  );
}
