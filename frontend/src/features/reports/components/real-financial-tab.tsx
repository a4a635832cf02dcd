// Financiero (recorded sales): net income, cost of what stayed sold and gross margin per period,
// sales by payment method, and the returns by reason.
import { formatCop } from "@/lib/format";
import { formatCopCompact, formatCount } from "../lib/chart-format";
import { pesos, seriesLabel } from "../lib/real-report-query";
import { methodLabel, methodsTable, reasonsTable, seriesTable, type SalesReport } from "../lib/report-tables";
import { ChartCard } from "./chart-card";
import { ReportLineChart } from "./report-line-chart";
import { ReportPieChart } from "./report-pie-chart";
import { ReportDownload } from "./report-download";
import { ReportTable } from "./report-table";

const cop = (cents: number) => formatCop(pesos(cents));

export function RealFinancialTab({ report }: { report: SalesReport }) {
  const x = (key: string) => seriesLabel(key, report.groupBy);
  const line = (id: string, cents: (p: SalesReport["series"][number]) => number) => ({
    id,
    points: report.series.map((p) => ({ x: x(p.key), y: pesos(cents(p)) })),
  });
  return (
    <div className="report-grid">
      <ChartCard
        title="Ingresos, Costos y Ganancia"
        description={`Ventas netas, costo de lo vendido y margen bruto: ${cop(report.totals.marginCents)} de margen en el periodo`}
        action={<ReportDownload table={() => seriesTable(report)} />}
      >
        <ReportLineChart
          series={[
            line("Ingresos", (p) => p.netCents),
            line("Costos", (p) => p.costCents),
            line("Ganancia", (p) => p.marginCents),
          ]}
          xLegend={{ day: "Día", week: "Semana", month: "Mes" }[report.groupBy]}
          yLegend="Monto (COP)"
          formatValue={formatCop}
          formatTick={formatCopCompact}
          ariaLabel="Gráfico de ingresos, costos y ganancia"
        />
      </ChartCard>
      <ChartCard
        title="Métodos de Pago"
        description="Distribución de las ventas netas por método de pago"
        action={<ReportDownload table={() => methodsTable(report)} />}
      >
        <ReportPieChart
          slices={report.byPaymentMethod.map((m) => ({
            id: m.method,
            label: methodLabel(m.method),
            value: pesos(Math.max(m.netCents, 0)),
          }))}
          valueLabel="Ventas"
          formatValue={formatCop}
          ariaLabel="Gráfico de distribución por método de pago"
        />
      </ChartCard>
      <ChartCard
        title="Devoluciones por Motivo"
        description={`${formatCount(report.totals.returnsCount)} devoluciones por ${cop(report.totals.returnedCents)}`}
        action={<ReportDownload table={() => reasonsTable(report)} />}
      >
        <ReportTable
          caption="Devoluciones por motivo"
          columns={["Motivo", "Devoluciones", "Unidades", "Devuelto"]}
          rows={report.returnReasons.map((r) => [
            r.reason,
            formatCount(r.returnsCount),
            formatCount(r.returnedUnits),
            cop(r.returnedCents),
          ])}
          emptyText="Sin devoluciones en el periodo."
        />
      </ChartCard>
    </div>
  );
}
