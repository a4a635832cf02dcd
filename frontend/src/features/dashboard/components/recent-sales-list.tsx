// The 5 newest sales: date, total, item count and seller ('N/A' when missing).
import { formatCop, formatDate } from "@/lib/format";
import { useRecentSales } from "../api/use-recent-sales";
import { itemsLabel, sellerName } from "../lib/dashboard-display";
import { DashboardListCard } from "./dashboard-list-card";
import { DashboardRow } from "./dashboard-row";

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
          <DashboardRow
            key={sale.id}
            name={`Venta #${sale.id}`}
            detail={`${formatDate(sale.createdAt)} · ${itemsLabel(sale.itemsCount)} · Vendedor: ${sellerName(sale)}`}
            side={formatCop(sale.total)}
          />
        ))}
      </ul>
    </DashboardListCard>
  );
}
