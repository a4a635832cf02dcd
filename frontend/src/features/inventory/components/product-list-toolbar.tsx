// Above the product list: the search box, 'Imprimir Etiquetas' and 'Filtrar' (no action yet).
import { Button, InputGroup, Tag } from "@blueprintjs/core";
import { Filter, Print, Search } from "@blueprintjs/icons";

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
    <div className="inv-toolbar" role="search">
      <InputGroup
        className="inv-search"
        type="search"
        leftIcon={<Search />}
        placeholder="Buscar por nombre, SKU o código..."
        aria-label="Buscar productos"
        value={search}
        onValueChange={(value) => onSearchChange(value)}
      />
      {categoryName !== undefined ? (
        <Tag large round intent="primary" onRemove={onClearCategory} className="inv-category-filter">
          Categoría: {categoryName}
        </Tag>
      ) : null}
      <div className="inv-toolbar-buttons">
        <Button icon={<Print />} text="Imprimir Etiquetas" onClick={onPrintLabels} />
        {/* 'Filtrar' does nothing in the specification; it keeps its place for later filters. */}
        <Button icon={<Filter />} text="Filtrar" variant="outlined" />
      </div>
    </div>
  );
}
