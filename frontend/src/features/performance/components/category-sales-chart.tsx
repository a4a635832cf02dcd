// Sales by category: the bars are amounts, each labelled with its unit count (the two scales differ
// too much to share one axis); the tooltip shows both.
import { ResponsiveBar } from "@nivo/bar";
import { formatCop } from "@/lib/format";
import { CATEGORY_SALES } from "../data/performance-demo";
import { ChartTooltip } from "./chart-tooltip";
import { useChartTheme } from "@/lib/charts/use-chart-theme";

const DATA = CATEGORY_SALES.map((c) => ({ category: c.category, amount: c.amount, count: c.count }));

export function CategorySalesChart() {
  const { theme, colours, animate } = useChartTheme();
  return (
    <div className="perf-chart-canvas">
      <ResponsiveBar
        data={DATA}
        indexBy="category"
        keys={["amount"]}
        margin={{ top: 12, right: 16, bottom: 50, left: 80 }}
        padding={0.3}
        colors={[colours[1] ?? ""]}
        theme={theme}
        animate={animate}
        label={(d) => `${d.data.count} uds.`}
        labelSkipHeight={16}
        labelTextColor="#ffffff"
        axisBottom={{ legend: "Categoría", legendOffset: 40, legendPosition: "middle" }}
        axisLeft={{
          legend: "Monto (COP)",
          legendOffset: -70,
          legendPosition: "middle",
          tickValues: 4,
          format: (v: number | string) => formatCop(Number(v)),
        }}
        gridYValues={4}
        tooltip={({ data }) => (
          <ChartTooltip
            title={data.category}
            lines={[
              ["Monto", formatCop(data.amount)],
              ["Unidades", String(data.count)],
            ]}
          />
        )}
        role="img"
        ariaLabel="Gráfico de ventas por categoría"
      />
    </div>
  );
}
