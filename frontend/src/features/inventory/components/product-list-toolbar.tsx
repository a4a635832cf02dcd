// Above the product list: the search box with its scan button, 'Imprimir Etiquetas' and 'Filtrar'
// (no action yet).
import { Button, Tag } from "@blueprintjs/core";
import { Filter, Print } from "@blueprintjs/icons";
import type { ScanAnswer } from "@/components/barcode-scanner-dialog";
import { ListToolbar } from "@/components/list-toolbar";
import { ScanButton } from "@/components/scan-button";

export interface ProductListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  onPrintLabels: () => void;
  /** Name of the category the list is filtered to (?category=), with a way to remove the filter. */
  categoryName?: string;
  onClearCategory?: () => void;
  /** A code read by the camera: look it up and open what it names. */
  onScanCode: (code: string) => Promise<ScanAnswer>;
}

export function ProductListToolbar(props: ProductListToolbarProps) {
  const { search, onSearchChange, onPrintLabels, categoryName, onClearCategory, onScanCode } = props;
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
      <ScanButton onCode={onScanCode} />
      {categoryName !== undefined ? (
        <Tag large round intent="primary" onRemove={onClearCategory} className="inv-category-filter">
          Categoría: {categoryName}
        </Tag>
      ) : null}
    </ListToolbar>
  );
}
