// One line chart for every report: months along x, COP along y, one tooltip per month listing
// every series in Spanish.
import { ChartDataTable, dataCaption, rowsByX } from "@/lib/charts/chart-data-table";
import { ChartWhenSeen } from "@/lib/charts/chart-when-seen";
import { LazyLineChart } from "@/lib/charts/lazy-nivo";
import { ChartLegend } from "./chart-legend";
import { ChartTooltip } from "./chart-card";
import { useChartTheme } from "@/lib/charts/use-chart-theme";

export interface LineSeriesInput {
  id: string;
  points: { x: string; y: number }[];
}

export interface ReportLineChartProps {
  series: LineSeriesInput[];
  xLegend: string;
  yLegend: string;
  formatValue: (value: number) => string;
  formatTick: (value: number) => string;
  ariaLabel: string;
  area?: boolean;
}

export function ReportLineChart(props: ReportLineChartProps) {
  const { series, xLegend, yLegend, formatValue, formatTick, ariaLabel, area } = props;
  const { theme, colours } = useChartTheme();
  const data = series.map((s) => ({ id: s.id, data: s.points }));
  return (
    <>
      <div className="report-chart-canvas" role="img" aria-label={ariaLabel}>
        <ChartWhenSeen>
          {(size) => (
            <LazyLineChart
              {...size}
              data={data}
              margin={{ top: 12, right: 20, bottom: 50, left: 80 }}
              xScale={{ type: "point" }}
              yScale={{ type: "linear", min: 0, max: "auto" }}
              colors={[...colours]}
              theme={theme}
              curve="monotoneX"
              enableArea={area ?? false}
              areaOpacity={0.12}
              pointSize={8}
              pointBorderWidth={2}
              pointBorderColor={{ from: "seriesColor" }}
              pointColor={{ theme: "background" }}
              axisBottom={{ legend: xLegend, legendOffset: 40, legendPosition: "middle" }}
              axisLeft={{
                legend: yLegend,
                legendOffset: -70,
                legendPosition: "middle",
                tickValues: 4,
                format: (v: number | string) => formatTick(Number(v)),
              }}
              gridYValues={4}
              tooltip={({ point }) => (
                <ChartTooltip
                  title={String(point.data.x)}
                  lines={[[String(point.seriesId), formatValue(Number(point.data.y))]]}
                />
              )}
            />
          )}
        </ChartWhenSeen>
      </div>
      <ChartDataTable
        caption={dataCaption(ariaLabel)}
        columns={[xLegend, ...series.map((s) => s.id)]}
        rows={rowsByX(series, formatValue)}
      />
      {series.length > 1 ? (
        <ChartLegend items={series.map((s, i) => ({ label: s.id, colour: colours[i] ?? "" }))} />
      ) : null}
    </>
  );
}
