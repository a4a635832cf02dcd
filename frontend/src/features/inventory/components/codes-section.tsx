// 'Números y equivalencias' in the product dialog: the part's numbers besides its SKU (barcodes, OEM,
// supplier and superseded numbers) for everyone; the Administrador adds and removes numbers and
// marks other parts equivalent here.
import { Button, Classes } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { SmallCross } from "@blueprintjs/icons";
import { QueryState } from "@/components/query-state";
import { toast } from "@/components/toaster";
import type { Product, ProductCode } from "@/lib/api/types";
import { useProductCodes } from "../api/use-product-codes";
import { useCodeChanges } from "../api/use-code-changes";
import { CodeAddForm } from "./code-add-form";
import { EquivalentPicker } from "./equivalent-picker";
import "./fitment.css";

export interface CodesSectionProps {
  product: Product;
  admin: boolean;
}

export const codeText = (code: ProductCode) =>
  `${code.kind}: ${code.code}${code.source ? ` (${code.source})` : ""}`;

export function CodesSection({ product, admin }: CodesSectionProps) {
  const query = useProductCodes(product.id);
  const { data, mutate } = query;
  const changes = useCodeChanges();
  const titleId = `inv-codes-${product.id}`;
  const remove = async (code: ProductCode) => {
    try {
      await changes.removeCode(product.id, code.id);
      await mutate();
      void toast.success("Número quitado", code.code);
    } catch (failure) {
      void toast.error("Error", failure instanceof Error ? failure.message : undefined);
    }
  };
  return (
    <section className="inv-fitment" aria-labelledby={titleId}>
      <h3 id={titleId} className="inv-view-subtitle">
        Números y equivalencias
      </h3>
      <QueryState
        query={query}
        loadingText="Cargando números..."
        errorTitle="Error al cargar los números del producto"
      >
        {data && data.length === 0 ? (
          <p className={`inv-fitment-empty ${Classes.TEXT_MUTED}`}>Sin otros números registrados.</p>
        ) : null}
        {data && data.length > 0 ? (
          <ul className="inv-fitment-list" aria-label="Números del producto">
            {data.map((code) => (
              <li key={code.id}>
                <Badge minimal round>
                  {codeText(code)}
                  {admin ? (
                    <Button
                      size="small"
                      variant="minimal"
                      icon={<SmallCross />}
                      aria-label={`Quitar el número ${code.code}`}
                      onClick={() => void remove(code)}
                    />
                  ) : null}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </QueryState>
      {admin ? (
        <>
          <CodeAddForm productId={product.id} onAdded={() => void mutate()} />
          <EquivalentPicker product={product} />
        </>
      ) : null}
    </section>
  );
}
