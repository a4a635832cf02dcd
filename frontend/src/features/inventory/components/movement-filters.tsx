// The filters of 'Movimientos': days, kind, user (Administrador: the staff list) and product (found
// by a search of the catalogue).
import { FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useState } from "react";
import { STOCK_MOVEMENT_KINDS } from "@rules/stock-movement-kinds";
import type { StockMovement } from "@/lib/api/types";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useMovementProducts, useMovementUsers } from "../api/use-movement-options";
import { kindLabel } from "../lib/movement-format";

export interface MovementFilterValues {
  fromDay: string;
  toDay: string;
  kind: StockMovement["kind"] | "";
  userId: string;
  productId: string;
}

export const NO_FILTERS: MovementFilterValues = {
  fromDay: "",
  toDay: "",
  kind: "",
  userId: "",
  productId: "",
};

export interface MovementFiltersProps {
  values: MovementFilterValues;
  admin: boolean;
  onChange: (values: MovementFilterValues) => void;
}

export function MovementFilters({ values, admin, onChange }: MovementFiltersProps) {
  const set = (changes: Partial<MovementFilterValues>) => onChange({ ...values, ...changes });
  const [search, setSearch] = useState("");
  const term = useDebouncedValue(search.trim());
  const users = useMovementUsers(admin);
  const products = useMovementProducts(term);
  return (
    <div className="inv-movement-filters">
      <FormGroup label="Desde" labelFor="mov-from">
        <InputGroup
          id="mov-from"
          type="date"
          value={values.fromDay}
          onValueChange={(fromDay) => set({ fromDay })}
        />
      </FormGroup>
      <FormGroup label="Hasta" labelFor="mov-to">
        <InputGroup id="mov-to" type="date" value={values.toDay} onValueChange={(toDay) => set({ toDay })} />
      </FormGroup>
      <FormGroup label="Tipo" labelFor="mov-kind">
        <HTMLSelect
          id="mov-kind"
          value={values.kind}
          onChange={(e) => set({ kind: e.currentTarget.value as MovementFilterValues["kind"] })}
          options={[
            { value: "", label: "Todos" },
            ...STOCK_MOVEMENT_KINDS.map((k) => ({ value: k, label: kindLabel(k) })),
          ]}
        />
      </FormGroup>
      {admin ? (
        <FormGroup label="Usuario" labelFor="mov-user">
          <HTMLSelect
            id="mov-user"
            value={values.userId}
            onChange={(e) => set({ userId: e.currentTarget.value })}
            options={[
              { value: "", label: "Todos" },
              ...(users.data ?? []).map((u) => ({ value: String(u.id), label: u.name })),
            ]}
          />
        </FormGroup>
      ) : null}
      <FormGroup label="Buscar producto" labelFor="mov-product-search">
        <InputGroup
          id="mov-product-search"
          type="search"
          placeholder="Nombre o SKU"
          value={search}
          onValueChange={setSearch}
        />
      </FormGroup>
      <FormGroup label="Producto" labelFor="mov-product">
        <HTMLSelect
          id="mov-product"
          value={values.productId}
          onChange={(e) => set({ productId: e.currentTarget.value })}
          options={[
            { value: "", label: "Todos" },
            ...(products.data ?? []).map((p) => ({ value: String(p.id), label: `${p.sku} · ${p.name}` })),
          ]}
        />
      </FormGroup>
    </div>
  );
}
