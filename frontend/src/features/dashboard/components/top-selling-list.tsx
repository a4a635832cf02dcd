// Best sellers: name, SKU, amount sold and units sold. A row opens the product in the inventory.
import { Link } from "react-router-dom";
import { formatCop } from "@/lib/format";
import { useTopSellingProducts } from "../api/use-top-selling-products";
import { productLink, unitsLabel } from "../lib/dashboard-display";
import { DashboardListCard } from "./dashboard-list-card";

export function TopSellingList() {
  const { data, error, isLoading, mutate } = useTopSellingProducts();
  const products = data ?? [];
  return (
    <DashboardListCard
      title="Productos Más Vendidos"
      loading={isLoading}
      error={error}
      errorTitle="Error al cargar los productos más vendidos"
      onRetry={() => void mutate()}
      empty={products.length === 0}
      emptyTitle="No hay datos de productos más vendidos"
    >
      <ul className="dash-list">
        {products.map((product) => (
          <li key={product.id}>
            <Link className="dash-row" to={productLink(product.id)}>
              <span className="dash-row-main">
                <span className="dash-row-name">{product.name}</span>
                <span className="dash-muted">SKU: {product.sku}</span>
              </span>
              <span className="dash-row-side">
                <span>{formatCop(product.totalSales)}</span>
                <span className="dash-muted">{unitsLabel(product.unitsSold)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </DashboardListCard>
  );
}
