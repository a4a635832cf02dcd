// The product list on a phone: one card per product, the same facts and actions as the table.
import { Card } from "@blueprintjs/core";
import type { Product } from "@/lib/api/types";
import { ProductActions, type ProductActionHandlers } from "./product-actions";
import { ProductImage } from "./product-image";
import { ProductNameInfo, StockTag } from "./product-tags";
import { ProductPrice } from "./product-table";

export interface ProductCardsProps extends ProductActionHandlers {
  products: Product[];
  admin: boolean;
}

export function ProductCards({ products, admin, ...handlers }: ProductCardsProps) {
  return (
    <ul className="inv-cards" aria-label="Productos">
      {products.map((product) => (
        <li key={product.id}>
          <Card className="inv-card" compact>
            <div className="inv-card-head">
              <ProductImage name={product.name} imageUrl={product.imageUrl} size={52} />
              <div className="inv-card-title">
                <ProductNameInfo product={product} onOpen={handlers.onView} />
                <span className="inv-sku">{product.sku}</span>
              </div>
              <StockTag stock={product.stock} threshold={product.stockThreshold} />
            </div>
            <dl className="inv-card-facts">
              <div>
                <dt>Categoría</dt>
                <dd>{product.category?.name ?? "—"}</dd>
              </div>
              <div>
                <dt>Marca</dt>
                <dd>{product.brand?.name ?? "—"}</dd>
              </div>
              <div>
                <dt>Precio</dt>
                <dd>
                  <ProductPrice product={product} admin={admin} />
                </dd>
              </div>
            </dl>
            <ProductActions product={product} admin={admin} {...handlers} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
