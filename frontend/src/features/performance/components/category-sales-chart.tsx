// Sales by category: the bars are amounts, each labelled with its unit count (the two scales differ
// too much to share one axis); the tooltip shows both. On a phone the bars lie down so the five
// category names fit.
import { useMemo } from "react";
import { ChartDataTable, dataCaption } from "@/lib/charts/chart-data-table";
import { ChartWhenSeen } from "@/lib/charts/chart-when-seen";
import { LazyBarChart } from "@/lib/charts/lazy-nivo";
import { formatCop } from "@/lib/format";
import { useLayoutMode } from "@/lib/layout-mode";
import { CATEGORY_SALES, type CategorySales } from "../data/performance-demo";
import { ChartTooltip } from "./chart-tooltip";
import { useChartTheme } from "@/lib/charts/use-chart-theme";

const CHART_LABEL = "Gráfico de ventas por categoría";

/** The demo's five categories unless given the recorded ones (amounts in pesos, count in units). */
export function CategorySalesChart({
  categories = CATEGORY_SALES,
}: {
  categories?: readonly CategorySales[];
}) {
  const { theme, colours } = useChartTheme();
  // The same arrays from one render to the next, as the demo's constants were: nivo redraws on new data.
  const bars = useMemo(
    () => categories.map((c) => ({ category: c.category, amount: c.amount, count: c.count })),
    [categories],
  );
  // nivo stacks horizontal bars from the bottom: reversed, the first category reads at the top.
  const dataHorizontal = useMemo(() => [...bars].reverse(), [bars]);
  const horizontal = useLayoutMode() === "phone";
  const amountAxis = {
    legend: "Monto (COP)",
    legendPosition: "middle" as const,
    tickValues: horizontal ? 2 : 4,
    format: (v: number | string) => formatCop(Number(v)),
  };
  const categoryAxis = { legend: "Categoría", legendPosition: "middle" as const };
  return (
    <>
      <div className="perf-chart-canvas" role="img" aria-label={CHART_LABEL}>
        <ChartWhenSeen>
          {(size) => (
            <LazyBarChart
              {...size}
              data={horizontal ? dataHorizontal : bars}
              indexBy="category"
              keys={["amount"]}
              layout={horizontal ? "horizontal" : "vertical"}
              margin={
                horizontal
                  ? { top: 8, right: 24, bottom: 50, left: 90 }
                  : { top: 12, right: 16, bottom: 50, left: 80 }
              }
              padding={0.3}
              colors={[colours[1] ?? ""]}
              theme={theme}
              label={(d) => `${d.data.count} uds.`}
              labelSkipHeight={16}
              labelSkipWidth={48}
              labelTextColor="#ffffff"
              axisBottom={
                horizontal ? { ...amountAxis, legendOffset: 40 } : { ...categoryAxis, legendOffset: 40 }
              }
              axisLeft={horizontal ? { legend: undefined } : { ...amountAxis, legendOffset: -70 }}
              enableGridX={horizontal}
              enableGridY={!horizontal}
              tooltip={({ data }) => (
                <ChartTooltip
                  title={data.category}
                  lines={[
                    ["Monto", formatCop(data.amount)],
                    ["Unidades", String(data.count)],
                  ]}
                />
              )}
            />
          )}
        </ChartWhenSeen>
      </div>
      <ChartDataTable
        caption={dataCaption(CHART_LABEL)}
        columns={["Categoría", "Monto", "Unidades"]}
        rows={bars.map((c) => [c.category, formatCop(c.amount), String(c.count)])}
      />
    </>
  );
}
