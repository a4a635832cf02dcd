// One doughnut chart for every report: percentages on the slices, a Spanish tooltip with the full
// value and share, and an HTML legend that wraps at phone width.
import { ChartDataTable, dataCaption } from "@/lib/charts/chart-data-table";
import { ChartWhenSeen } from "@/lib/charts/chart-when-seen";
import { LazyPieChart } from "@/lib/charts/lazy-nivo";
import { formatShare } from "../lib/chart-format";
import { ChartLegend } from "./chart-legend";
import { ChartTooltip } from "./chart-card";
import { useChartTheme } from "@/lib/charts/use-chart-theme";

export interface PieSlice {
  id: string;
  label: string;
  value: number;
}

export interface ReportPieChartProps {
  slices: readonly PieSlice[];
  valueLabel: string;
  formatValue: (value: number) => string;
  ariaLabel: string;
}

export function ReportPieChart({ slices, valueLabel, formatValue, ariaLabel }: ReportPieChartProps) {
  const { theme, colours } = useChartTheme();
  const total = slices.reduce((sum, s) => sum + s.value, 0);
  return (
    <>
      {/* nivo's pie takes no aria-label: the wrapper names the chart. */}
      <div className="report-chart-canvas" role="img" aria-label={ariaLabel}>
        <ChartWhenSeen>
          {(size) => (
            <LazyPieChart<PieSlice>
              {...size}
              // The wrapper is the named image; the canvas inside is its drawing.
              role="presentation"
              data={slices}
              margin={{ top: 16, right: 16, bottom: 16, left: 16 }}
              innerRadius={0.55}
              padAngle={1}
              cornerRadius={3}
              activeOuterRadiusOffset={6}
              colors={[...colours]}
              theme={theme}
              enableArcLinkLabels={false}
              arcLabel={(d) => formatShare(d.value, total)}
              arcLabelsSkipAngle={18}
              arcLabelsTextColor="#ffffff"
              tooltip={({ datum }) => (
                <ChartTooltip
                  title={datum.data.label}
                  lines={[
                    [valueLabel, formatValue(datum.value)],
                    ["Participación", formatShare(datum.value, total)],
                  ]}
                />
              )}
            />
          )}
        </ChartWhenSeen>
      </div>
      <ChartDataTable
        caption={dataCaption(ariaLabel)}
        columns={["Concepto", valueLabel, "Participación"]}
        rows={slices.map((s) => [s.label, formatValue(s.value), formatShare(s.value, total)])}
      />
      <ChartLegend
        items={slices.map((s, i) => ({ label: s.label, colour: colours[i % colours.length] ?? "" }))}
      />
    </>
  );
}
