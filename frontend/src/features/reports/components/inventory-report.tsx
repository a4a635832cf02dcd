// Inventario tab: stock rotation and stock by category.
import { STOCK_BY_CATEGORY, STOCK_ROTATION } from "../data/reports-sample";
import { formatCount } from "../lib/chart-format";
import { ChartCard } from "./chart-card";
import { ReportBarChart } from "./report-bar-chart";
import { ReportPieChart } from "./report-pie-chart";

const times = (value: number) => `${formatCount(value)} veces`;
const units = (value: number) => `${formatCount(value)} unidades`;

export function InventoryReport() {
  return (
    <div className="report-grid">
      <ChartCard title="Rotación de Inventario" description="Veces que se renovó el stock de cada categoría">
        <ReportBarChart
          data={STOCK_ROTATION}
          indexBy="category"
          series={[{ key: "rotation", label: "Rotación" }]}
          indexLegend="Categoría"
          valueLegend="Rotación (veces)"
          formatValue={times}
          formatTick={formatCount}
          ariaLabel="Gráfico de rotación de inventario"
        />
      </ChartCard>
      <ChartCard title="Stock por Categoría" description="Unidades en existencia de cada categoría">
        <ReportPieChart
          slices={STOCK_BY_CATEGORY.map((c) => ({ id: c.category, label: c.category, value: c.units }))}
          valueLabel="Stock"
          formatValue={units}
          ariaLabel="Gráfico de stock por categoría"
        />
      </ChartCard>
    </div>
  );
}
