// Filters of 'Todos los Modelos': make, year (1995-2024 or any), sort field with an asc/desc
// toggle, and a reset button.
import { Button, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { Reset, SortAsc, SortDesc } from "@blueprintjs/icons";
import { useId } from "react";
import type { VehicleMake } from "@/lib/catalogue/merge-vehicles";
import { filtersAreDefault, type ModelFilters, type SortField } from "../lib/model-filters";
import { yearFilterOptions } from "../lib/years";
import "./vehicles.css";

export interface ModelsFiltersProps {
  makes: readonly VehicleMake[];
  filters: ModelFilters;
  onChange: (changes: Partial<ModelFilters>) => void;
  onReset: () => void;
}

const SORT_LABELS: Record<SortField, string> = { name: "Nombre", brand: "Marca", year: "Año" };

export function ModelsFilters({ makes, filters, onChange, onReset }: ModelsFiltersProps) {
  const ids = { make: useId(), year: useId(), sort: useId() };
  const ascending = filters.sortDirection === "asc";
  return (
    <div className="models-filters" role="group" aria-label="Filtros de modelos">
      <FormGroup label="Marca" labelFor={ids.make} inline={false}>
        <HTMLSelect
          id={ids.make}
          value={filters.makeKey}
          onChange={(event) => onChange({ makeKey: event.currentTarget.value })}
          options={[
            { value: "", label: "Todas las marcas" },
            ...makes.map((make) => ({ value: make.key, label: make.name })),
          ]}
        />
      </FormGroup>
      <FormGroup label="Año" labelFor={ids.year}>
        <HTMLSelect
          id={ids.year}
          value={filters.year === null ? "" : String(filters.year)}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ year: value ? Number(value) : null });
          }}
          options={[
            { value: "", label: "Cualquier año" },
            ...yearFilterOptions().map((year) => ({ value: String(year), label: String(year) })),
          ]}
        />
      </FormGroup>
      <FormGroup label="Ordenar por" labelFor={ids.sort}>
        <div className="models-filters-sort">
          <HTMLSelect
            id={ids.sort}
            value={filters.sortField}
            onChange={(event) => onChange({ sortField: event.currentTarget.value as SortField })}
            options={(Object.keys(SORT_LABELS) as SortField[]).map((field) => ({
              value: field,
              label: SORT_LABELS[field],
            }))}
          />
          <Button
            icon={ascending ? <SortAsc /> : <SortDesc />}
            aria-label={ascending ? "Orden ascendente" : "Orden descendente"}
            title={ascending ? "Ascendente (cambiar a descendente)" : "Descendente (cambiar a ascendente)"}
            onClick={() => onChange({ sortDirection: ascending ? "desc" : "asc" })}
          />
        </div>
      </FormGroup>
      <Button
        className="models-filters-reset"
        icon={<Reset />}
        text="Restablecer filtros"
        disabled={filtersAreDefault(filters)}
        onClick={onReset}
      />
    </div>
  );
}
