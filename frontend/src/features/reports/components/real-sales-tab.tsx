// Ventas (recorded sales): the period's figures, the sales trend by day, week or month, sales by
// category, by brand and by product (most and fewest sold), each downloadable.
import { formatCop } from "@/lib/format";
import { formatCopCompact, formatCount } from "../lib/chart-format";
import { pesos, seriesLabel } from "../lib/real-report-query";
import { groupTable, seriesTable, type ReportGroupRow, type SalesReport } from "../lib/report-tables";
import { ChartCard } from "./chart-card";
import { ReportBarChart } from "./report-bar-chart";
import { ReportLineChart } from "./report-line-chart";
import { ReportPieChart } from "./report-pie-chart";
import { ReportDownload } from "./report-download";
import { ReportFiguresList, ReportTable } from "./report-table";

const cop = (cents: number) => formatCop(pesos(cents));

const bars = (rows: readonly ReportGroupRow[]) =>
  rows.map((row) => ({ name: row.name, net: pesos(row.netCents) }));

const TREND_TITLE = {
  day: "Ventas netas por día",
  week: "Ventas netas por semana",
  month: "Ventas netas por mes",
};

export function RealSalesTab({ report }: { report: SalesReport }) {
  const t = report.totals;
  return (
    <>
      <ReportFiguresList
        items={[
          ["Ventas netas", cop(t.netCents)],
          ["Margen bruto", cop(t.marginCents)],
          ["Ventas", formatCount(t.salesCount)],
          ["Unidades", formatCount(t.units)],
          ["Devoluciones", cop(t.returnedCents)],
        ]}
      />
      <div className="report-grid">
        <ChartCard
          title="Tendencia de Ventas"
          description={TREND_TITLE[report.groupBy]}
          action={<ReportDownload table={() => seriesTable(report)} />}
        >
          <ReportLineChart
            series={[
              {
                id: "Ventas",
                points: report.series.map((p) => ({
                  x: seriesLabel(p.key, report.groupBy),
                  y: pesos(p.netCents),
                })),
              },
            ]}
            xLegend={{ day: "Día", week: "Semana", month: "Mes" }[report.groupBy]}
            yLegend="Ventas (COP)"
            formatValue={formatCop}
            formatTick={formatCopCompact}
            area
            ariaLabel="Gráfico de tendencia de ventas"
          />
        </ChartCard>
        <ChartCard
          title="Ventas por Categoría"
          description="Participación de cada categoría en las ventas"
          action={
            <ReportDownload
              table={() =>
                groupTable(report, report.byCategory, {
                  file: "ventas-por-categoria",
                  sheet: "Por categoría",
                  column: "Categoría",
                })
              }
            />
          }
        >
          <ReportPieChart
            slices={report.byCategory.map((c) => ({
              id: c.name,
              label: c.name,
              value: pesos(Math.max(c.netCents, 0)),
            }))}
            valueLabel="Ventas"
            formatValue={formatCop}
            ariaLabel="Gráfico de ventas por categoría"
          />
        </ChartCard>
        <ChartCard
          title="Ventas por Marca"
          description="Ventas netas de cada marca"
          action={
            <ReportDownload
              table={() =>
                groupTable(report, report.byBrand, {
                  file: "ventas-por-marca",
                  sheet: "Por marca",
                  column: "Marca",
                })
              }
            />
          }
        >
          <ReportBarChart
            data={bars(report.byBrand)}
            indexBy="name"
            series={[{ key: "net", label: "Ventas" }]}
            indexLegend="Marca"
            valueLegend="Ventas (COP)"
            formatValue={formatCop}
            formatTick={formatCopCompact}
            horizontal
            ariaLabel="Gráfico de ventas por marca"
          />
        </ChartCard>
        <ChartCard
          title="Ventas por Producto"
          description="Los productos con más ventas del periodo"
          action={
            <ReportDownload
              table={() =>
                groupTable(report, report.topProducts, {
                  file: "productos-mas-vendidos",
                  sheet: "Más vendidos",
                  column: "Producto",
                  sku: true,
                })
              }
            />
          }
        >
          <ReportBarChart
            data={bars(report.topProducts)}
            indexBy="name"
            series={[{ key: "net", label: "Ventas" }]}
            indexLegend="Producto"
            valueLegend="Ventas (COP)"
            formatValue={formatCop}
            formatTick={formatCopCompact}
            horizontal
            ariaLabel="Gráfico de ventas por producto"
          />
        </ChartCard>
        <ChartCard
          title="Productos con menos ventas"
          description="Los productos vendidos con menos ventas netas del periodo"
          action={
            <ReportDownload
              table={() =>
                groupTable(report, report.bottomProducts, {
                  file: "productos-menos-vendidos",
                  sheet: "Menos vendidos",
                  column: "Producto",
                  sku: true,
                })
              }
            />
          }
        >
          <ReportTable
            caption="Productos con menos ventas"
            columns={["Producto", "Unidades", "Ventas netas", "Margen bruto"]}
            rows={report.bottomProducts.map((p) => [
              p.name,
              formatCount(p.units),
              cop(p.netCents),
              cop(p.marginCents),
            ])}
            emptyText="Ningún producto vendido en el periodo."
          />
        </ChartCard>
      </div>
    </>
  );
}
