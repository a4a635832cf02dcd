// Ventas tab: sales by product, the sales trend and sales by category.
import { formatCop } from "@/lib/format";
import { SALES_BY_CATEGORY, SALES_BY_PRODUCT, SALES_TREND } from "../data/reports-sample";
import { formatCopCompact } from "../lib/chart-format";
import { ChartCard } from "./chart-card";
import { ReportBarChart } from "./report-bar-chart";
import { ReportLineChart } from "./report-line-chart";
import { ReportPieChart } from "./report-pie-chart";

export function SalesReport() {
  return (
    <div className="report-grid">
      <ChartCard title="Ventas por Producto" description="Los productos con más ventas del periodo">
        <ReportBarChart
          data={SALES_BY_PRODUCT}
          indexBy="product"
          series={[{ key: "amount", label: "Ventas" }]}
          indexLegend="Producto"
          valueLegend="Ventas (COP)"
          formatValue={formatCop}
          formatTick={formatCopCompact}
          horizontal
          ariaLabel="Gráfico de ventas por producto"
        />
      </ChartCard>
      <ChartCard title="Tendencia de Ventas" description="Ventas totales por mes">
        <ReportLineChart
          series={[{ id: "Ventas", points: SALES_TREND.map((m) => ({ x: m.month, y: m.amount })) }]}
          xLegend="Mes"
          yLegend="Ventas (COP)"
          formatValue={formatCop}
          formatTick={formatCopCompact}
          area
          ariaLabel="Gráfico de tendencia de ventas"
        />
      </ChartCard>
      <ChartCard title="Ventas por Categoría" description="Participación de cada categoría en las ventas">
        <ReportPieChart
          slices={SALES_BY_CATEGORY.map((c) => ({ id: c.category, label: c.category, value: c.amount }))}
          valueLabel="Ventas"
          formatValue={formatCop}
          ariaLabel="Gráfico de ventas por categoría"
        />
      </ChartCard>
    </div>
  );
}
