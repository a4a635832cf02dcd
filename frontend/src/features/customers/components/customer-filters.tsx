// Search 'Buscar clientes...', customer type and document type filters, and 'Limpiar'.
import { Button, HTMLSelect } from "@blueprintjs/core";
import { SearchBox } from "@/components/search-box";
import {
  CUSTOMER_TYPE_LABELS,
  DOCUMENT_TYPE_LABELS,
  NO_FILTERS,
  hasFilters,
  type CustomerFilters as Filters,
} from "../lib/customer-display";

export interface CustomerFiltersProps {
  filters: Filters;
  onChange: (filters: Filters) => void;
}

export function CustomerFilters({ filters, onChange }: CustomerFiltersProps) {
  return (
    <div className="customer-filters" role="search">
      <SearchBox
        className="customer-search"
        placeholder="Buscar clientes..."
        label="Buscar clientes"
        value={filters.search}
        onChange={(search) => onChange({ ...filters, search })}
      />
      <HTMLSelect
        aria-label="Tipo de cliente"
        value={filters.customerType}
        onChange={(event) =>
          onChange({ ...filters, customerType: event.currentTarget.value as Filters["customerType"] })
        }
        options={[
          { value: "all", label: "Todos los tipos" },
          ...Object.entries(CUSTOMER_TYPE_LABELS).map(([value, label]) => ({ value, label })),
        ]}
      />
      <HTMLSelect
        aria-label="Tipo de documento"
        value={filters.documentType}
        onChange={(event) =>
          onChange({ ...filters, documentType: event.currentTarget.value as Filters["documentType"] })
        }
        options={[
          { value: "all", label: "Todos los documentos" },
          ...Object.entries(DOCUMENT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
        ]}
      />
      <Button onClick={() => onChange(NO_FILTERS)} disabled={!hasFilters(filters)}>
        Limpiar
      </Button>
    </div>
  );
}
