// One bar chart for every report: Spanish axis legends, Spanish tooltips, theme-aware colours, and a
// horizontal layout for long category names (product names read better along the bars).
import type { BarDatum } from "@nivo/bar";
import { ChartDataTable, dataCaption } from "@/lib/charts/chart-data-table";
import { ChartWhenSeen } from "@/lib/charts/chart-when-seen";
import { LazyBarChart } from "@/lib/charts/lazy-nivo";
import { useLayoutMode } from "@/lib/layout-mode";
import { ChartLegend } from "./chart-legend";
import { ChartTooltip } from "./chart-card";
import { useChartTheme } from "@/lib/charts/use-chart-theme";

export interface ReportBarChartProps<D extends BarDatum> {
  data: readonly D[];
  indexBy: keyof D & string;
  /** Series keys with their Spanish names. */
  series: { key: keyof D & string; label: string }[];
  indexLegend: string;
  valueLegend: string;
  /** Full value for tooltips, e.g. COP with no decimals. */
  formatValue: (value: number) => string;
  /** Short value for the value axis. */
  formatTick?: (value: number) => string;
  horizontal?: boolean;
  ariaLabel: string;
}

export function ReportBarChart<D extends BarDatum>(props: ReportBarChartProps<D>) {
  const { data, indexBy, series, indexLegend, valueLegend, formatValue, horizontal, ariaLabel } = props;
  const formatTick = props.formatTick ?? formatValue;
  const { theme, colours } = useChartTheme();
  const phone = useLayoutMode() === "phone";
  const labels = Object.fromEntries(series.map((s) => [s.key, s.label]));
  // Category names under vertical bars collide at 375 px: they lean on a phone.
  const lean = phone && !horizontal;
  const indexAxis = { legend: indexLegend, legendPosition: "middle" as const, tickRotation: lean ? -35 : 0 };
  const valueAxis = {
    legend: valueLegend,
    legendPosition: "middle" as const,
    tickValues: 4,
    format: (v: number | string) => formatTick(Number(v)),
  };
  const margin = horizontal
    ? { top: 10, right: 16, bottom: 50, left: phone ? 110 : 160 }
    : { top: 10, right: 16, bottom: lean ? 80 : 50, left: 80 };

  return (
    <>
      <div className="report-chart-canvas" role="img" aria-label={ariaLabel}>
        <ChartWhenSeen>
          {(size) => (
            <LazyBarChart<D>
              {...size}
              // nivo stacks horizontal bars from the bottom: reversed, the first item reads at the top.
              data={horizontal ? [...data].reverse() : data}
              indexBy={indexBy}
              keys={series.map((s) => s.key)}
              groupMode="grouped"
              layout={horizontal ? "horizontal" : "vertical"}
              margin={margin}
              padding={0.3}
              innerPadding={2}
              colors={[...colours]}
              theme={theme}
              enableLabel={false}
              // As many grid lines as value ticks, not one per nice step.
              gridXValues={horizontal ? 4 : undefined}
              gridYValues={horizontal ? undefined : 4}
              axisBottom={
                horizontal
                  ? { ...valueAxis, legendOffset: 40, tickValues: phone ? 2 : 4 }
                  : { ...indexAxis, legendOffset: lean ? 70 : 40 }
              }
              axisLeft={
                horizontal
                  ? {
                      ...indexAxis,
                      legend: undefined,
                      format: (v: string | number) => {
                        const text = String(v);
                        return phone && text.length > 14 ? `${text.slice(0, 13)}…` : text;
                      },
                    }
                  : { ...valueAxis, legendOffset: -70 }
              }
              tooltip={({ id, value, indexValue }) => (
                <ChartTooltip
                  title={String(indexValue)}
                  lines={[[labels[String(id)] ?? String(id), formatValue(value)]]}
                />
              )}
            />
          )}
        </ChartWhenSeen>
      </div>
      <ChartDataTable
        caption={dataCaption(ariaLabel)}
        columns={[indexLegend, ...series.map((s) => s.label)]}
        rows={data.map((d) => [String(d[indexBy]), ...series.map((s) => formatValue(Number(d[s.key])))])}
      />
      {series.length > 1 ? (
        <ChartLegend items={series.map((s, i) => ({ label: s.label, colour: colours[i] ?? "" }))} />
      ) : null}
    </>
  );
}
