// Resumen over the recorded period: the three cards, net sales against the goals by month, and net
// sales by category (units that stayed sold on each bar).
import { Card } from "@blueprintjs/core";
import type { SellerPerformance } from "../api/use-seller-performance";
import { useSellerGoals } from "../api/use-seller-performance";
import { categoryBars, monthPoints, periodTotals } from "../lib/real-figures";
import { CategorySalesChart } from "./category-sales-chart";
import { SalesTargetChart } from "./sales-target-chart";
import { RealGeneralStatsCard, RealTopSellersCard, RealTotalSalesCard } from "./real-summary-cards";

export function RealOverviewTab({
  data,
  onShowSellers,
}: {
  data: SellerPerformance;
  onShowSellers: () => void;
}) {
  const totals = periodTotals(data.sellers);
  const goals = useSellerGoals(data.from.slice(0, 7), data.to.slice(0, 7));
  const categories = categoryBars(data.byCategory);
  return (
    <div className="perf-overview">
      <div className="perf-card-grid">
        <RealTotalSalesCard totals={totals} />
        <RealTopSellersCard sellers={data.sellers} onShowAll={onShowSellers} />
        <RealGeneralStatsCard totals={totals} />
      </div>
      <div className="perf-chart-grid">
        <Card className="perf-card" compact>
          <h2 className="perf-card-title">Ventas vs Meta</h2>
          <p className="perf-card-muted">Ventas netas y meta de cada mes del periodo</p>
          <SalesTargetChart months={monthPoints(data.monthly, goals.data ?? [])} />
        </Card>
        <Card className="perf-card" compact>
          <h2 className="perf-card-title">Ventas por Categoría</h2>
          <p className="perf-card-muted">Monto vendido y unidades de cada categoría</p>
          {categories.length === 0 ? (
            <p className="perf-card-muted">No hay ventas en este periodo</p>
          ) : (
            <CategorySalesChart categories={categories} />
          )}
        </Card>
      </div>
    </div>
  );
}
