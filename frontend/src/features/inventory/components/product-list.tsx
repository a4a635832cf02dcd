// The product list: search, the server's pages, table or cards, and every state through AsyncState.
import { moveBetweenResults } from "@/lib/shortcuts/result-keys";
import { Button } from "@blueprintjs/core";
import { Add, Cross } from "@blueprintjs/icons";
import { useDeferredValue, useEffect, useRef, useState } from "react";
// The shell's layout mode: phone below 768 px, and forced by Storybook's phone viewport.
import { useLayoutMode } from "@/lib/layout-mode";
import { AsyncState } from "@/components/async-state";
import { EquivalentsOffer } from "@/components/scanning/equivalents-offer";
import { scanToProduct } from "@/lib/product-codes/scan-lookup";
import type { Product } from "@/lib/api/types";
import { ListPagination } from "@/components/list-pagination";
import { pageCount } from "@/lib/pagination";
import type { ProductActionHandlers } from "./product-actions";
import { ProductCards } from "./product-cards";
import { exportProductsUrl } from "../api/product-import";
import { downloadUrl } from "@/lib/downloads/download-file";
import { ProductListToolbar } from "./product-list-toolbar";
import { ProductTable } from "./product-table";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useListParams } from "@/lib/use-list-params";
import { useProductPage } from "../api/use-product-page";

export interface ProductListProps extends ProductActionHandlers {
  admin: boolean;
  categoryId?: number;
  categoryName?: string;
  onClearCategory: () => void;
  onNewProduct: () => void;
  onPrintLabels: () => void;
  /** 'Importar productos' (Administrador only). */
  onImport?: () => void;
}

export const LIST_ERROR_TITLE = "Error al cargar los productos";
export const LIST_ERROR_TEXT = "Ha ocurrido un error al intentar cargar los productos. Intente nuevamente.";

export function ProductList(props: ProductListProps) {
  const { admin, categoryId, onNewProduct, onClearCategory } = props;
  const list = useListParams();
  const isPhone = useLayoutMode() === "phone";
  const [input, setInput] = useState(list.search);
  const debounced = useDebouncedValue(input, 350);

  // The URL changed under the box (back button, a link): show its search. A change this box made
  // itself is skipped, or a slow answer would overwrite what is being typed.
  const committed = useRef(list.search);
  useEffect(() => {
    if (list.search !== committed.current) {
      committed.current = list.search;
      setInput(list.search);
    }
  }, [list.search]);

  useEffect(() => {
    if (debounced.trim() === list.search.trim()) return;
    committed.current = debounced.trim() ? debounced : "";
    list.setSearch(debounced);
    // Only a settled change of what was typed starts a new search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const {
    data: latest,
    error,
    isLoading,
    mutate,
  } = useProductPage({
    search: list.search.trim() || undefined,
    categoryId: categoryId || undefined,
    limit: list.pageSize,
    offset: (list.page - 1) * list.pageSize,
  });
  // A page of rows arrives through SWR's synchronous store update, which React renders in one
  // piece; deferred, the rows mount as a transition, in slices. Loading is read with the deferred
  // value, so the frame in between still shows the spinner rather than an empty list.
  const data = useDeferredValue(latest);
  const loading = data === undefined && (isLoading || latest !== undefined);

  // A page past the end (after a delete, or a hand-edited URL) moves to the last real page.
  const { page, pageSize, setPage } = list;
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1)
      setPage(pageCount(data.total, pageSize));
  }, [data, page, pageSize, setPage]);

  const filtered = list.search.trim() !== "" || categoryId !== undefined;
  const clearSearch = () => {
    committed.current = "";
    setInput("");
    list.setSearch("");
    if (categoryId !== undefined) onClearCategory();
  };
  const products: Product[] = data?.items ?? [];
  const handlers = {
    onView: props.onView,
    onEdit: props.onEdit,
    onDelete: props.onDelete,
    onSell: props.onSell,
  };
  // A new page or page size starts reading at the list's top, not where the old page was left.
  const listTop = useRef<HTMLElement>(null);
  const showFromTop = () => listTop.current?.scrollIntoView({ block: "start" });

  return (
    <section
      className="inv-list"
      aria-label="Lista de productos"
      ref={listTop}
      onKeyDown={moveBetweenResults}
    >
      <ProductListToolbar
        search={input}
        onSearchChange={setInput}
        onPrintLabels={props.onPrintLabels}
        onImport={admin ? props.onImport : undefined}
        // The export follows what the list shows: the search and the category filter.
        onExport={
          admin
            ? (format) =>
                downloadUrl(exportProductsUrl(format, list.search, categoryId), `productos.${format}`)
            : undefined
        }
        categoryName={categoryId !== undefined ? (props.categoryName ?? `#${categoryId}`) : undefined}
        onClearCategory={onClearCategory}
        onScanCode={(code) => scanToProduct(code, props.onView)}
      />
      {list.search.trim() !== "" && data?.corrected ? (
        <p className="inv-search-corrected" role="status">
          Mostrando resultados para «{data.corrected}»
        </p>
      ) : null}
      {list.search.trim() !== "" && products[0] ? (
        <EquivalentsOffer product={products[0]} onOpen={props.onView} />
      ) : null}
      <AsyncState
        loading={loading}
        loadingText="Cargando productos..."
        error={data ? undefined : error}
        errorTitle={LIST_ERROR_TITLE}
        errorDescription={LIST_ERROR_TEXT}
        onRetry={() => void mutate()}
        empty={data !== undefined && data.total === 0}
        emptyTitle={filtered ? "No se encontraron productos" : "Inventario vacío"}
        emptyDescription={
          filtered
            ? "Ningún producto coincide con la búsqueda."
            : "Aún no hay productos en el inventario. Agrega el primero para empezar."
        }
        emptyAction={
          filtered ? (
            <Button icon={<Cross />} text="Limpiar búsqueda" onClick={clearSearch} />
          ) : (
            <Button icon={<Add />} intent="primary" text="Agregar Primer Producto" onClick={onNewProduct} />
          )
        }
      >
        {isPhone ? (
          <ProductCards products={products} admin={admin} {...handlers} />
        ) : (
          <ProductTable products={products} admin={admin} {...handlers} />
        )}
        <ListPagination
          page={list.page}
          pageSize={list.pageSize}
          total={data?.total ?? 0}
          onPageChange={(next) => {
            list.setPage(next);
            showFromTop();
          }}
          onPageSizeChange={(size) => {
            list.setPageSize(size);
            showFromTop();
          }}
        />
      </AsyncState>
    </section>
  );
}
