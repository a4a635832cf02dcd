// 'Asignar productos' (Administrador): search the whole inventory through the server's product
// search and add products to the promotion one by one. Products already in the promotion show as
// 'Asignado'; the card's count and the products dialog reload after each addition.
import { Button, Classes } from "@blueprintjs/core";
import { Add, Tick } from "@blueprintjs/icons";
import { useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { AsyncState } from "@/components/async-state";
import { SearchBox } from "@/components/search-box";
import { toast } from "@/components/toaster";
import { errorMessage } from "@/lib/api/errors";
import type { Product, Promotion } from "@/lib/api/types";
import { formatCop } from "@/lib/format";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useAddPromotionProduct } from "../api/use-add-promotion-product";
import { INVENTORY_SEARCH_LIMIT, useInventorySearch } from "../api/use-inventory-search";
import { usePromotionProducts } from "../api/use-promotion-products";
import { PromotionProductImage } from "./promotion-product-image";

export interface AssignProductsDialogProps {
  promotion: Promotion | null;
  onClose: () => void;
}

export function AssignProductsDialog({ promotion, onClose }: AssignProductsDialogProps) {
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search);
  const results = useInventorySearch(promotion ? debounced : null);
  const assigned = usePromotionProducts(promotion?.id ?? null);
  const add = useAddPromotionProduct();
  const [adding, setAdding] = useState<ReadonlySet<number>>(new Set());

  const assignedIds = new Set((assigned.data ?? []).map((p) => p.id));
  const products = results.data ?? [];
  const loadError = !results.data && results.error;

  function close() {
    setSearch("");
    onClose();
  }

  async function addProduct(product: Product) {
    if (!promotion) return;
    setAdding((current) => new Set(current).add(product.id));
    try {
      await add(promotion.id, product.id);
      void toast.success("Producto asignado", `${product.name} se agregó a la promoción ${promotion.name}.`);
    } catch (error) {
      void toast.error("Error al asignar el producto", errorMessage(error));
    } finally {
      setAdding((current) => {
        const next = new Set(current);
        next.delete(product.id);
        return next;
      });
    }
  }

  return (
    <AppDialog
      isOpen={promotion !== null}
      onClose={close}
      title={promotion ? `Asignar productos a ${promotion.name}` : "Asignar productos"}
      className="promotion-dialog"
    >
      <div className={Classes.DIALOG_BODY}>
        <SearchBox
          className="promotion-assign-search"
          value={search}
          onChange={setSearch}
          placeholder="Buscar por nombre, SKU, marca o código..."
          label="Buscar productos del inventario"
          autoFocus
        />
        <p className="promotion-dialog-lead">
          {debounced.trim()
            ? `Hasta ${INVENTORY_SEARCH_LIMIT} resultados para "${debounced.trim()}".`
            : `Los primeros ${INVENTORY_SEARCH_LIMIT} productos del inventario; escribe para buscar.`}
        </p>
        <AsyncState
          loading={results.isLoading}
          loadingText="Buscando productos..."
          error={loadError}
          errorTitle="Error al buscar productos"
          errorDescription={loadError ? errorMessage(loadError) : undefined}
          onRetry={() => void results.mutate()}
          empty={products.length === 0}
          emptyTitle="No se encontraron productos"
          emptyDescription={
            debounced.trim() ? `Ningún producto coincide con "${debounced.trim()}".` : undefined
          }
        >
          <ul className="promotion-products" aria-label="Resultados de la búsqueda">
            {products.map((product) => {
              const inPromotion = assignedIds.has(product.id);
              return (
                <li key={product.id} className="promotion-product">
                  <PromotionProductImage name={product.name} imageUrl={product.imageUrl} />
                  <div className="promotion-product-text">
                    <strong>{product.name}</strong>
                    <span className="promotion-product-sku">SKU: {product.sku}</span>
                  </div>
                  <div className="promotion-product-prices">
                    <span>{formatCop(product.sellingPrice)}</span>
                    <span className="promotion-product-stock">{product.stock} unidades</span>
                  </div>
                  {inPromotion ? (
                    <Button variant="minimal" intent="success" icon={<Tick />} disabled>
                      Asignado
                    </Button>
                  ) : (
                    <Button
                      variant="outlined"
                      intent="primary"
                      icon={<Add />}
                      loading={adding.has(product.id)}
                      disabled={assigned.isLoading}
                      onClick={() => void addProduct(product)}
                      aria-label={`Agregar ${product.name}`}
                    >
                      Agregar
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        </AsyncState>
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}>
          <Button onClick={close}>Cerrar</Button>
        </div>
      </div>
    </AppDialog>
  );
}
