// Usuarios tab: activity per weekday (administrators against sellers) and sales by user.
import { formatCop } from "@/lib/format";
import { SALES_BY_USER, USER_ACTIVITY } from "../data/reports-sample";
import { formatCopCompact, formatCount } from "../lib/chart-format";
import { ChartCard } from "./chart-card";
import { ReportBarChart } from "./report-bar-chart";

const actions = (value: number) => `${formatCount(value)} acciones`;

export function UsersReport() {
  return (
    <div className="report-grid">
      <ChartCard title="Actividad de Usuarios" description="Acciones registradas por día de la semana">
        <ReportBarChart
          data={USER_ACTIVITY}
          indexBy="day"
          series={[
            { key: "admin", label: "Administrador" },
            { key: "seller", label: "Vendedor" },
          ]}
          indexLegend="Día de la semana"
          valueLegend="Acciones"
          formatValue={actions}
          formatTick={formatCount}
          ariaLabel="Gráfico de actividad de usuarios por día"
        />
      </ChartCard>
      <ChartCard title="Ventas por Usuario" description="Monto vendido por cada usuario">
        <ReportBarChart
          data={SALES_BY_USER}
          indexBy="user"
          series={[{ key: "amount", label: "Ventas" }]}
          indexLegend="Usuario"
          valueLegend="Ventas (COP)"
          formatValue={formatCop}
          formatTick={formatCopCompact}
          horizontal
          ariaLabel="Gráfico de ventas por usuario"
        />
      </ChartCard>
    </div>
  );
}
