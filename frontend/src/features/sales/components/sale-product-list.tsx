// The products a new sale's search offers, one button each. Memoised: a key typed in the search
// draws the box again, not this list, which changes only with its products, the chosen one and the
// highlight.
import { memo } from "react";
import { formatCop } from "@/lib/format";
import type { SaleProduct } from "../lib/sale-types";

export interface SaleProductListProps {
  products: readonly SaleProduct[];
  chosenId: number | null;
  /** The index the counter's keyboard highlights; null without the counter's keys. */
  highlighted: number | null;
  onPick: (productId: number) => void;
}

export const SaleProductList = memo(function SaleProductList({
  products,
  chosenId,
  highlighted,
  onPick,
}: SaleProductListProps) {
  if (products.length === 0) return <p className="sales-muted">No se encontraron productos</p>;
  return (
    <ul className="sale-products" aria-label="Productos disponibles">
      {products.map((product, index) => {
        const chosen = chosenId === product.id;
        const lit = index === highlighted;
        return (
          <li key={product.id}>
            <button
              type="button"
              className={`sale-product${chosen ? " sale-product-chosen" : ""}${lit ? " sale-product-highlighted" : ""}`}
              aria-pressed={chosen}
              aria-current={lit ? "true" : undefined}
              onClick={() => onPick(product.id)}
            >
              <span className="sale-product-name">{product.name}</span>
              <span className="sales-muted">
                {product.sku} · Stock: {product.stockQuantity}
                {product.discount ? ` · Promoción ${product.discount}%` : ""}
              </span>
              <span className="sale-product-price">{formatCop(product.sellingPrice)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
});
