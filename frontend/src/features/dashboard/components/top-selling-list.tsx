// Best sellers: name, SKU, amount sold and units sold. A row opens the product in the inventory.
import { formatCop } from "@/lib/format";
import { useTopSellingProducts } from "../api/use-top-selling-products";
import { productLink, unitsLabel } from "../lib/dashboard-display";
import { DashboardListCard } from "./dashboard-list-card";
import { DashboardRow } from "./dashboard-row";

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
          <DashboardRow
            key={product.id}
            to={productLink(product.id)}
            name={product.name}
            detail={`SKU: ${product.sku}`}
            side={
              <>
                <span>{formatCop(product.totalSales)}</span>
                <span className="dash-muted">{unitsLabel(product.unitsSold)}</span>
              </>
            }
          />
        ))}
      </ul>
    </DashboardListCard>
  );
}
