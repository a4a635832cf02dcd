// Financiero tab: income against costs against profit, and the payment-method distribution.
import { formatCop } from "@/lib/format";
import { FINANCIALS, PAYMENT_METHODS } from "../data/reports-sample";
import { formatCopCompact, formatCount } from "../lib/chart-format";
import { ChartCard } from "./chart-card";
import { ReportLineChart } from "./report-line-chart";
import { ReportPieChart } from "./report-pie-chart";

const series = [
  { id: "Ingresos", points: FINANCIALS.map((m) => ({ x: m.month, y: m.income })) },
  { id: "Costos", points: FINANCIALS.map((m) => ({ x: m.month, y: m.costs })) },
  { id: "Ganancia", points: FINANCIALS.map((m) => ({ x: m.month, y: m.income - m.costs })) },
];

export function FinancialReport() {
  return (
    <div className="report-grid">
      <ChartCard title="Ingresos, Costos y Ganancia" description="Resultado de cada mes">
        <ReportLineChart
          series={series}
          xLegend="Mes"
          yLegend="Monto (COP)"
          formatValue={formatCop}
          formatTick={formatCopCompact}
          ariaLabel="Gráfico de ingresos, costos y ganancia"
        />
      </ChartCard>
      <ChartCard title="Métodos de Pago" description="Distribución de las ventas por método de pago">
        <ReportPieChart
          slices={PAYMENT_METHODS}
          valueLabel="Ventas"
          formatValue={formatCount}
          ariaLabel="Gráfico de distribución por método de pago"
        />
      </ChartCard>
    </div>
  );
}
