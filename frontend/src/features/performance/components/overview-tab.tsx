// Resumen: sales against target by month, sales by category, and the three summary cards.
import { Card } from "@blueprintjs/core";
import type { Seller } from "../data/performance-demo";
import { CategorySalesChart } from "./category-sales-chart";
import { SalesTargetChart } from "./sales-target-chart";
import { GeneralStatsCard, TopSellersCard, TotalSalesCard } from "./summary-cards";

export function OverviewTab({
  sellers,
  onShowSellers,
}: {
  sellers: readonly Seller[];
  onShowSellers: () => void;
}) {
  return (
    <div className="perf-overview">
      <div className="perf-card-grid">
        <TotalSalesCard />
        <TopSellersCard sellers={sellers} onShowAll={onShowSellers} />
        <GeneralStatsCard />
      </div>
      <div className="perf-chart-grid">
        <Card className="perf-card" compact>
          <h2 className="perf-card-title">Ventas vs Meta</h2>
          <p className="perf-card-muted">Ventas y meta de cada mes, de enero a junio</p>
          <SalesTargetChart />
        </Card>
        <Card className="perf-card" compact>
          <h2 className="perf-card-title">Ventas por Categoría</h2>
          <p className="perf-card-muted">Monto vendido y unidades de cada categoría</p>
          <CategorySalesChart />
        </Card>
      </div>
    </div>
  );
}
