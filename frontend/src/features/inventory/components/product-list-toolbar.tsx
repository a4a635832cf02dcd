// Above the product list: the search box, 'Imprimir Etiquetas' and 'Filtrar' (no action yet).
import { Button, Tag } from "@blueprintjs/core";
import { Filter, Print } from "@blueprintjs/icons";
import { ListToolbar } from "@/components/list-toolbar";

export interface ProductListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  onPrintLabels: () => void;
  /** Name of the category the list is filtered to (?category=), with a way to remove the filter. */
  categoryName?: string;
  onClearCategory?: () => void;
}

export function ProductListToolbar(props: ProductListToolbarProps) {
  const { search, onSearchChange, onPrintLabels, categoryName, onClearCategory } = props;
  return (
    <ListToolbar
      search={{
        value: search,
        onChange: onSearchChange,
        placeholder: "Buscar por nombre, SKU o código...",
        label: "Buscar productos",
      }}
      actions={
        <>
          <Button icon={<Print />} text="Imprimir Etiquetas" onClick={onPrintLabels} />
          {/* 'Filtrar' does nothing in the specification; it keeps its place for later filters. */}
          <Button icon={<Filter />} text="Filtrar" variant="outlined" />
        </>
      }
    >
      {categoryName !== undefined ? (
        <Tag large round intent="primary" onRemove={onClearCategory} className="inv-category-filter">
          Categoría: {categoryName}
        </Tag>
      ) : null}
    </ListToolbar>
  );
}
