// Sales against target by month (the demo's Ene-Jun unless given the recorded months), one tooltip
// per month with both amounts and, where known, the count.
import { ChartDataTable, dataCaption, rowsByX } from "@/lib/charts/chart-data-table";
import { ChartWhenSeen } from "@/lib/charts/chart-when-seen";
import { LazyLineChart } from "@/lib/charts/lazy-nivo";
import { formatCop } from "@/lib/format";
import { MONTHLY_SALES, type MonthlySales } from "../data/performance-demo";
import { ChartLegend, ChartTooltip } from "./chart-tooltip";
import { useChartTheme } from "@/lib/charts/use-chart-theme";

/** A month of the chart: amounts in pesos; `count` is left out where it is not known. */
export type MonthPoint = Omit<MonthlySales, "count"> & { count?: number };

function seriesOf(months: readonly MonthPoint[]) {
  return [
    { id: "Ventas", data: months.map((m) => ({ x: m.month, y: m.amount })) },
    { id: "Meta", data: months.map((m) => ({ x: m.month, y: m.target })) },
  ];
}

const CHART_LABEL = "Gráfico de ventas contra meta por mes";

export function SalesTargetChart({ months = MONTHLY_SALES }: { months?: readonly MonthPoint[] }) {
  const { theme, colours } = useChartTheme();
  const series = seriesOf(months);
  return (
    <>
      <div className="perf-chart-canvas" role="img" aria-label={CHART_LABEL}>
        <ChartWhenSeen>
          {(size) => (
            <LazyLineChart
              {...size}
              data={series}
              margin={{ top: 12, right: 20, bottom: 50, left: 80 }}
              xScale={{ type: "point" }}
              yScale={{ type: "linear", min: 0, max: "auto" }}
              colors={[colours[0] ?? "", colours[2] ?? ""]}
              theme={theme}
              curve="monotoneX"
              pointSize={8}
              pointBorderWidth={2}
              pointBorderColor={{ from: "seriesColor" }}
              pointColor={{ theme: "background" }}
              axisBottom={{ legend: "Mes", legendOffset: 40, legendPosition: "middle" }}
              axisLeft={{
                legend: "Monto (COP)",
                legendOffset: -70,
                legendPosition: "middle",
                tickValues: 4,
                format: (v: number | string) => formatCop(Number(v)),
              }}
              gridYValues={4}
              tooltip={({ point }) => {
                const month = months.find((m) => m.month === point.data.x);
                const lines: [string, string][] = [[String(point.seriesId), formatCop(Number(point.data.y))]];
                if (month?.count !== undefined) lines.push(["Número de ventas", String(month.count)]);
                return <ChartTooltip title={String(point.data.x)} lines={lines} />;
              }}
            />
          )}
        </ChartWhenSeen>
      </div>
      <ChartDataTable
        caption={dataCaption(CHART_LABEL)}
        columns={["Mes", ...series.map((s) => s.id)]}
        rows={rowsByX(
          series.map((s) => ({ points: s.data })),
          formatCop,
        )}
      />
      <ChartLegend
        items={[
          { label: "Ventas", colour: colours[0] ?? "" },
          { label: "Meta", colour: colours[2] ?? "" },
        ]}
      />
    </>
  );
}
