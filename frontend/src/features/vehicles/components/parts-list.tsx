// The parts of one page of the 'Compatibles' tab: SKU, name, brand, price in COP, stock with a red
// badge when low, and a link that opens the product in the inventory. A table on wide screens,
// cards on a phone.
import { Classes, HTMLTable } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { Link } from "react-router-dom";
import { formatCop } from "@/lib/format";
import { useLayoutMode } from "@/lib/layout-mode";
import type { Product } from "@/lib/api/types";
import { isLowStock } from "../lib/fitment-search";
import "./vehicles.css";

export interface PartsListProps {
  products: readonly Product[];
  /** Accessible name of the table or list, e.g. 'Repuestos compatibles'. */
  label: string;
}

function Stock({ product }: { product: Product }) {
  const low = isLowStock(product.stock, product.stockThreshold);
  return (
    <span className="part-stock">
      {product.stock}
      {low ? (
        <Badge intent="danger" round minimal={false} className="part-low-stock">
          Stock bajo
        </Badge>
      ) : null}
    </span>
  );
}

function ProductLink({ product }: { product: Product }) {
  return (
    <Link to={`/inventory?product=${product.id}`} aria-label={`Ver ${product.name} en inventario`}>
      Ver producto
    </Link>
  );
}

export function PartsList({ products, label }: PartsListProps) {
  const phone = useLayoutMode() === "phone";
  if (phone) {
    return (
      <ul className="part-cards" aria-label={label}>
        {products.map((product) => (
          <li key={product.id} className="part-card">
            <div className="part-card-head">
              <strong>{product.name}</strong>
              <span>{formatCop(product.sellingPrice)}</span>
            </div>
            <div className={Classes.TEXT_MUTED}>
              <span className="part-sku">{product.sku}</span> · {product.brand?.name ?? "Sin marca"}
            </div>
            <div className="part-card-foot">
              <span>
                Stock: <Stock product={product} />
              </span>
              <ProductLink product={product} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <HTMLTable className="parts-table" striped aria-label={label}>
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Nombre</th>
          <th scope="col">Marca</th>
          <th scope="col">Precio</th>
          <th scope="col">Stock</th>
          <th scope="col">
            <span className={Classes.TEXT_MUTED}>Producto</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {products.map((product) => (
          <tr key={product.id}>
            <td className="part-sku">{product.sku}</td>
            <td>{product.name}</td>
            <td>{product.brand?.name ?? <span className={Classes.TEXT_MUTED}>—</span>}</td>
            <td className="part-price">{formatCop(product.sellingPrice)}</td>
            <td>
              <Stock product={product} />
            </td>
            <td>
              <ProductLink product={product} />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
