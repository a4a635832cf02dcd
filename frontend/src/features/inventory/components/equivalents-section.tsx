// 'Equivalentes' in the product dialog: the parts interchangeable with this one, each with its brand,
// stock and price (both roles); a part without stock points at the equivalents that have it. The
// Administrador may take one out of the group here.
import { Button, Callout, Classes } from "@blueprintjs/core";
import { QueryState } from "@/components/query-state";
import { EquivalentList } from "@/components/scanning/equivalent-list";
import { toast } from "@/components/toaster";
import type { Product } from "@/lib/api/types";
import { useProductEquivalents } from "@/lib/product-codes/use-product-equivalents";
import { useCodeChanges } from "../api/use-code-changes";
import "./fitment.css";

export interface EquivalentsSectionProps {
  product: Product;
  admin: boolean;
}

export function EquivalentsSection({ product, admin }: EquivalentsSectionProps) {
  const query = useProductEquivalents(product.id);
  const { data, mutate } = query;
  const changes = useCodeChanges();
  const titleId = `inv-equivalents-${product.id}`;
  const inStock = (data ?? []).filter((equivalent) => equivalent.stock > 0);
  const remove = async (equivalent: Product) => {
    try {
      await changes.removeEquivalent(product.id, equivalent.id);
      await mutate();
      void toast.success("Equivalente quitado", `${equivalent.name} ya no es equivalente.`);
    } catch (failure) {
      void toast.error("Error", failure instanceof Error ? failure.message : undefined);
    }
  };
  return (
    <section className="inv-fitment" aria-labelledby={titleId}>
      <h3 id={titleId} className="inv-view-subtitle">
        Equivalentes
      </h3>
      <QueryState
        query={query}
        loadingText="Cargando equivalentes..."
        errorTitle="Error al cargar los equivalentes"
      >
        {data && data.length === 0 ? (
          <p className={`inv-fitment-empty ${Classes.TEXT_MUTED}`}>Sin equivalentes registrados.</p>
        ) : null}
        {product.stock <= 0 && inStock.length > 0 ? (
          <Callout intent="primary" title="Sin stock: hay equivalentes disponibles">
            {inStock.map((equivalent) => `${equivalent.name} (${equivalent.stock})`).join(", ")}
          </Callout>
        ) : null}
        {data && data.length > 0 ? (
          <EquivalentList
            products={data}
            label="Productos equivalentes"
            actions={
              admin
                ? (equivalent) => (
                    <Button
                      size="small"
                      variant="minimal"
                      intent="danger"
                      text="Quitar"
                      aria-label={`Quitar ${equivalent.name} de los equivalentes`}
                      onClick={() => void remove(equivalent)}
                    />
                  )
                : undefined
            }
          />
        ) : null}
      </QueryState>
    </section>
  );
}
