// Above the product list: the search box with its scan button, 'Imprimir Etiquetas', 'Filtrar' (no
// action yet) and, for an Administrador, 'Importar productos' and 'Exportar productos' (CSV or Excel).
import { Button, Menu, MenuItem, PopoverNext, Tag } from "@blueprintjs/core";
import { Export, Filter, Import, Print } from "@blueprintjs/icons";
import type { ScanAnswer } from "@/components/barcode-scanner-dialog";
import { ListToolbar } from "@/components/list-toolbar";
import { ScanButton } from "@/components/scanning/scan-button";

export interface ProductListToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  onPrintLabels: () => void;
  /** Name of the category the list is filtered to (?category=), with a way to remove the filter. */
  categoryName?: string;
  onClearCategory?: () => void;
  /** A code read by the camera: look it up and open what it names. */
  onScanCode: (code: string) => Promise<ScanAnswer>;
  onImport?: () => void;
  onExport?: (format: "csv" | "xlsx") => void;
}

export function ProductListToolbar(props: ProductListToolbarProps) {
  const { search, onSearchChange, onPrintLabels, categoryName, onClearCategory, onScanCode } = props;
  const { onImport, onExport } = props;
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
          {onImport ? <Button icon={<Import />} text="Importar productos" onClick={onImport} /> : null}
          {onExport ? (
            <PopoverNext
              placement="bottom-end"
              content={
                <Menu aria-label="Formato de exportación">
                  <MenuItem text="CSV (.csv)" onClick={() => onExport("csv")} />
                  <MenuItem text="Excel (.xlsx)" onClick={() => onExport("xlsx")} />
                </Menu>
              }
            >
              <Button icon={<Export />} text="Exportar productos" />
            </PopoverNext>
          ) : null}
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
