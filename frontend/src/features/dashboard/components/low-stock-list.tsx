// Products at or below their threshold: name, stock against threshold and selling price. A row
// opens the product in the inventory.
import { Link } from "react-router-dom";
import { formatCop } from "@/lib/format";
import { useLowStockProducts } from "../api/use-low-stock-products";
import { productLink } from "../lib/dashboard-display";
import { DashboardListCard } from "./dashboard-list-card";

export function LowStockList() {
  const { data, error, isLoading, mutate } = useLowStockProducts();
  const products = data ?? [];
  return (
    <DashboardListCard
      title="Productos con Bajo Stock"
      loading={isLoading}
      error={error}
      errorTitle="Error al cargar los productos con bajo stock"
      onRetry={() => void mutate()}
      empty={products.length === 0}
      emptyTitle="No hay productos con bajo stock"
    >
      <ul className="dash-list">
        {products.map((product) => (
          <li key={product.id}>
            <Link className="dash-row" to={productLink(product.id)}>
              <span className="dash-row-main">
                <span className="dash-row-name">{product.name}</span>
                <span className="dash-muted">
                  Stock: <strong className="dash-low">{product.stockQuantity}</strong> /{" "}
                  {product.stockThreshold}
                </span>
              </span>
              <span className="dash-row-side">{formatCop(product.sellingPrice)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardListCard>
  );
}
