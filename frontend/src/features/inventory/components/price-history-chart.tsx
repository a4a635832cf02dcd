// The selling price (and for an Administrador the cost, with the margin in the tooltip) over time as
// a step chart. Loaded lazily by the product's 'Historial', so nivo stays out of the first paint.
import { ResponsiveLine } from "@nivo/line";
import { useChartTheme } from "@/lib/charts/use-chart-theme";
import type { PriceChange } from "@/lib/api/types";
import { formatDate, formatPercent, formatUsd } from "@/lib/format";
import { changeAt, marginAfter, type PriceSeries } from "../lib/price-steps";

export interface PriceHistoryChartProps {
  series: PriceSeries;
  /** Oldest first: the tooltip shows the prices in force at the point. */
  changes: PriceChange[];
}

function PriceTooltip({ at, changes }: { at: Date; changes: PriceChange[] }) {
  const change = changeAt(changes, at);
  if (!change) return null;
  const margin = marginAfter(change);
  return (
    <div className="inv-chart-tooltip">
      <strong>{formatDate(at)}</strong>
      <div>
        Precio de venta: <strong>{formatUsd(change.newSellingPrice)}</strong>
      </div>
      {change.newCostPrice === undefined ? null : (
        <div>
          Costo: <strong>{formatUsd(change.newCostPrice)}</strong>
        </div>
      )}
      {margin === null ? null : (
        <div>
          Margen: <strong>{formatPercent(margin, 1)}</strong>
        </div>
      )}
    </div>
  );
}

export function PriceHistoryChart({ series, changes }: PriceHistoryChartProps) {
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
        tooltip={({ point }) => <PriceTooltip at={point.data.x as Date} changes={changes} />}
        role="img"
        ariaLabel="Evolución de precios"
      />
    </div>
  );
}
