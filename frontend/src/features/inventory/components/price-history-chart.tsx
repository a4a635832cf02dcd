// The selling price (and for an Administrador the cost) over time as a step chart. Loaded lazily by
// the product's 'Historial', so nivo stays out of the dialog's first paint.
import { ResponsiveLine } from "@nivo/line";
import { useChartTheme } from "@/lib/charts/use-chart-theme";
import { formatDate, formatUsd } from "@/lib/format";
import type { PriceSeries } from "../lib/price-steps";

export interface PriceHistoryChartProps {
  series: PriceSeries;
}

export function PriceHistoryChart({ series }: PriceHistoryChartProps) {
  const { theme, colours, animate } = useChartTheme();
  const data = [
    { id: "Precio de venta", data: series.selling },
    ...(series.cost ? [{ id: "Costo", data: series.cost }] : []),
  ];
  return (
    <div className="inv-price-chart">
      <ResponsiveLine
        data={data}
        margin={{ top: 12, right: 20, bottom: 36, left: 72 }}
        xScale={{ type: "time", precision: "minute" }}
        yScale={{ type: "linear", min: 0, max: "auto" }}
        curve="stepAfter"
        colors={[...colours]}
        theme={theme}
        animate={animate}
        pointSize={6}
        axisBottom={{ format: (value: Date) => formatDate(value), tickValues: 4 }}
        axisLeft={{ format: (value: number | string) => formatUsd(Number(value)), tickValues: 4 }}
        gridYValues={4}
        useMesh
        tooltip={({ point }) => (
          <div className="inv-chart-tooltip">
            <strong>{formatDate(point.data.x as Date)}</strong>
            <div>
              {String(point.seriesId)}: <strong>{formatUsd(Number(point.data.y))}</strong>
            </div>
          </div>
        )}
        role="img"
        ariaLabel="Evolución de precios"
      />
    </div>
  );
}
