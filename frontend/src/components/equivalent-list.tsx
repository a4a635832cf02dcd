// Equivalent parts, each with its brand, stock and price: in the product dialog's 'Equivalentes'
// and wherever a part without stock offers the ones that have it.
import { Button } from "@blueprintjs/core";
import { Badge } from "./badge";
import type { ReactNode } from "react";
import type { Product } from "@/lib/api/types";
import { formatUsd } from "@/lib/format";
import "./equivalents.css";

export interface EquivalentListProps {
  products: Product[];
  /** Opens one (its name becomes a button). */
  onOpen?: (product: Product) => void;
  /** Extra controls per row (the Administrador's 'Quitar'). */
  actions?: (product: Product) => ReactNode;
  label: string;
}

export function EquivalentList({ products, onOpen, actions, label }: EquivalentListProps) {
  return (
    <ul className="equivalent-list" aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="equivalent-row">
          <span className="equivalent-name">
            {onOpen ? (
              <Button variant="minimal" size="small" text={product.name} onClick={() => onOpen(product)} />
            ) : (
              product.name
            )}
          </span>
          <span className="equivalent-brand">{product.brand?.name ?? "Sin marca"}</span>
          <Badge minimal round intent={product.stock > 0 ? "success" : "danger"}>
            Stock: {product.stock}
          </Badge>
          <span className="equivalent-price">{formatUsd(product.sellingPrice)}</span>
          {actions ? <span className="equivalent-actions">{actions(product)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
