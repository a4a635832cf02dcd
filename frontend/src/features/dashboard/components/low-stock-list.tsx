// Products at or below their threshold: name, stock against threshold and selling price. A row
// opens the product in the inventory.
import { formatCop } from "@/lib/format";
import { useLowStockProducts } from "../api/use-low-stock-products";
import { productLink } from "../lib/dashboard-display";
import { DashboardListCard } from "./dashboard-list-card";
import { DashboardRow } from "./dashboard-row";

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
          <DashboardRow
            key={product.id}
            to={productLink(product.id)}
            name={product.name}
            detail={
              <>
                Stock: <strong className="dash-low">{product.stockQuantity}</strong> /{" "}
                {product.stockThreshold}
              </>
            }
            side={formatCop(product.sellingPrice)}
          />
        ))}
      </ul>
    </DashboardListCard>
  );
}
