// The product list on wide screens: a plain table, one row per product of the current page. Rows
// grow with their content (a name with its discount badge and year line is never cut off), the
// header row stays visible below the top bar while the table scrolls, and a click on a row or on
// a product's name opens the product.
import { HTMLTable } from "@blueprintjs/core";
import type { MouseEvent } from "react";
import { formatCop } from "@/lib/format";
import type { Product } from "@/lib/api/types";
import { ProductActions, type ProductActionHandlers } from "./product-actions";
import { ProductImage } from "./product-image";
import { ProductNameInfo, StockTag } from "./product-tags";

export interface ProductTableProps extends ProductActionHandlers {
  products: Product[];
  /** Administrador: sees the cost price, edit and delete. */
  admin: boolean;
}

export function ProductPrice({ product, admin }: { product: Product; admin: boolean }) {
  return (
    <div className="inv-price">
      <span className="inv-price-selling">{formatCop(product.sellingPrice)}</span>
      {admin ? <span className="inv-price-cost">Costo: {formatCop(product.costPrice)}</span> : null}
    </div>
  );
}

const COLUMNS = ["Imagen", "SKU", "Nombre", "Categoría", "Marca", "Precio", "Stock", "Acciones"];

export function ProductTable({ products, admin, ...handlers }: ProductTableProps) {
  // The buttons of a row do their own thing; a click anywhere else on the row opens the product.
  const openRow = (event: MouseEvent, product: Product) => {
    if ((event.target as Element).closest("button, a, input")) return;
    handlers.onView(product);
  };
  return (
    <div className="inv-table-wrap">
      <HTMLTable className="inv-table" interactive compact>
        <thead>
          <tr>
            {COLUMNS.map((name) => (
              <th key={name} scope="col" className={`inv-col-${name === "Acciones" ? "actions" : "data"}`}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} onClick={(event) => openRow(event, product)}>
              <td>
                <ProductImage name={product.name} imageUrl={product.imageUrl} />
              </td>
              <td>
                <span className="inv-sku">{product.sku}</span>
              </td>
              <td>
                <ProductNameInfo product={product} onOpen={handlers.onView} />
              </td>
              <td>{product.category?.name ?? "—"}</td>
              <td>{product.brand?.name ?? "—"}</td>
              <td>
                <ProductPrice product={product} admin={admin} />
              </td>
              <td>
                <StockTag stock={product.stock} threshold={product.stockThreshold} />
              </td>
              <td className="inv-col-actions">
                <ProductActions product={product} admin={admin} {...handlers} />
              </td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </div>
  );
}
