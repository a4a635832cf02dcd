// Usuarios (recorded sales): each seller's net sales in the period, biggest first.
import { AsyncState } from "@/components/async-state";
import { formatCop } from "@/lib/format";
import { useSellersFigures } from "../api/use-real-reports";
import { formatCopCompact } from "../lib/chart-format";
import { pesos } from "../lib/real-report-query";
import { sellersTable } from "../lib/report-tables";
import { ChartCard } from "./chart-card";
import { ReportBarChart } from "./report-bar-chart";
import { ReportDownload } from "./report-download";

export function RealUsersTab({ from, to }: { from: string; to: string }) {
  const figures = useSellersFigures(from, to);
  const sellers = (figures.data?.sellers ?? []).map((s) => ({
    name: s.seller.name,
    netCents: s.netCents,
    salesCount: s.salesCount,
    marginCents: s.marginCents,
  }));
  return (
    <AsyncState
      loading={figures.isLoading}
      loadingText="Cargando ventas por usuario..."
      error={figures.error}
      errorTitle="Error al cargar las ventas por usuario"
      onRetry={() => void figures.mutate()}
      empty={figures.data !== undefined && sellers.length === 0}
      emptyTitle="Sin ventas en este periodo"
      titleLevel={3}
    >
      <div className="report-grid">
        <ChartCard
          title="Ventas por Usuario"
          description="Ventas netas de cada usuario en el periodo"
          action={<ReportDownload table={() => sellersTable(from, to, sellers)} />}
        >
          <ReportBarChart
            data={sellers.map((s) => ({ user: s.name, amount: pesos(s.netCents) }))}
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
    </AsyncState>
  );
}
