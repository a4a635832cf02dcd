// Left side of 'Impresión Masiva de Etiquetas': server search and paging over the whole inventory,
// 'Seleccionar todos' / 'Deseleccionar todos' over the filtered list, and 1, 2 or 3 columns for up
// to 10, up to 20 or more products. The selection lives in the dialog, so it survives searching.
import { Button, Checkbox } from "@blueprintjs/core";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { ListPagination } from "@/components/list-pagination";
import { ScanButton } from "@/components/scanning/scan-button";
import { SearchBox } from "@/components/search-box";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import { scanToProduct } from "@/lib/product-codes/scan-lookup";
import type { Product } from "@/lib/api/types";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { pickerColumns } from "../lib/label-rules";
import { fetchLabelProducts, useLabelProducts } from "../api/use-label-products";

/** 'Seleccionar todos' fetches the filtered list in one request of at most this many products. */
export const SELECT_ALL_LIMIT = 1000;

export interface ProductPickerProps {
  selected: ReadonlyMap<number, Product>;
  onToggle: (product: Product) => void;
  onSelect: (products: readonly Product[]) => void;
  onDeselect: (ids: readonly number[]) => void;
}

export function ProductPicker({ selected, onToggle, onSelect, onDeselect }: ProductPickerProps) {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [busy, setBusy] = useState(false);
  const term = useDebouncedValue(search, 300);
  const searched = term.trim() || undefined;
  const { data, error, isLoading, mutate } = useLabelProducts({
    search: searched,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  // The whole filtered list is on this page, or every product of it is selected (checked by count).
  const pageAllSelected = items.length > 0 && items.every((p) => selected.has(p.id));
  const allSelected = pageAllSelected && (total <= items.length || selected.size >= total);

  const toggleAll = async () => {
    if (allSelected && total <= items.length) return onDeselect(items.map((p) => p.id));
    setBusy(true);
    try {
      const all = await fetchLabelProducts({ search: searched, limit: SELECT_ALL_LIMIT, offset: 0 });
      if (all.items.every((p) => selected.has(p.id))) onDeselect(all.items.map((p) => p.id));
      else {
        onSelect(all.items);
        if (all.total > all.items.length)
          void toast.warning(
            "Selección limitada",
            `Se seleccionaron los primeros ${all.items.length} de ${all.total} productos. Refine la búsqueda para imprimir los demás.`,
          );
      }
    } catch (cause) {
      void toast.error("Error al cargar los productos", errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="lbl-picker" aria-label="Productos">
      <div className="lbl-picker-search">
        <SearchBox
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          placeholder="Buscar productos..."
          label="Buscar productos"
        />
        {/* A scanned label's product joins the selection (a second scan does not remove it). */}
        <ScanButton
          onCode={(code) => scanToProduct(code, (product) => selected.has(product.id) || onSelect([product]))}
        />
      </div>
      <div className="lbl-picker-bar">
        <span className="lbl-picker-count" aria-live="polite">
          {selected.size === 1 ? "1 producto seleccionado" : `${selected.size} productos seleccionados`}
        </span>
        <Button
          size="small"
          variant="outlined"
          loading={busy}
          disabled={total === 0}
          onClick={() => void toggleAll()}
          text={allSelected ? "Deseleccionar todos" : "Seleccionar todos"}
        />
      </div>
      <AsyncState
        loading={isLoading && !data}
        error={error}
        errorTitle="Error al cargar los productos"
        errorDescription="Ha ocurrido un error al intentar cargar los productos. Intente nuevamente."
        onRetry={() => void mutate()}
        empty={items.length === 0}
        emptyTitle="No se encontraron productos"
      >
        <ul className={`lbl-picker-list lbl-cols-${pickerColumns(total)}`} aria-label="Lista de productos">
          {items.map((product) => (
            <li key={product.id}>
              <Checkbox
                checked={selected.has(product.id)}
                onChange={() => onToggle(product)}
                className="lbl-picker-item"
                labelElement={
                  <span className="lbl-picker-text">
                    <span className="lbl-picker-name">{product.name}</span>
                    <span className="lbl-picker-sku">{product.sku}</span>
                  </span>
                }
              />
            </li>
          ))}
        </ul>
        <ListPagination
          page={page}
          pageSize={pageSize}
          total={total}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </AsyncState>
    </section>
  );
}
