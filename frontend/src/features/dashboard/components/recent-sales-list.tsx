// The 5 newest sales: date, total, item count and seller ('N/A' when missing).
import { formatCop, formatDate } from "@/lib/format";
import { useRecentSales } from "../api/use-recent-sales";
import { itemsLabel, sellerName } from "../lib/dashboard-display";
import { DashboardListCard } from "./dashboard-list-card";

export function RecentSalesList() {
  const { data, error, isLoading, mutate } = useRecentSales();
  const sales = data ?? [];
  return (
    <DashboardListCard
      title="Ventas Recientes"
      loading={isLoading}
      error={error}
      errorTitle="Error al cargar las ventas recientes"
      onRetry={() => void mutate()}
      empty={sales.length === 0}
      emptyTitle="No hay ventas recientes"
    >
      <ul className="dash-list">
        {sales.map((sale) => (
          <li key={sale.id} className="dash-row">
            <span className="dash-row-main">
              <span className="dash-row-name">Venta #{sale.id}</span>
              <span className="dash-muted">
                {formatDate(sale.createdAt)} · {itemsLabel(sale.itemsCount)} · Vendedor: {sellerName(sale)}
              </span>
            </span>
            <span className="dash-row-side">{formatCop(sale.total)}</span>
          </li>
        ))}
      </ul>
    </DashboardListCard>
  );
}
