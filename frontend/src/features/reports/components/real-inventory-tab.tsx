// Inventario (recorded data): the stock's value at cost and at selling price, and the dead stock,
// products with stock and no sale in the last 90 or 180 days, the most valuable first.
import { SegmentedControl } from "@blueprintjs/core";
import { useState } from "react";
import { AsyncState } from "@/components/async-state";
import { formatCop, formatDate } from "@/lib/format";
import { useStockReport } from "../api/use-real-reports";
import { formatCopCompact, formatCount } from "../lib/chart-format";
import { pesos } from "../lib/real-report-query";
import { deadStockTable, valuationTable, type StockReport } from "../lib/report-tables";
import { ChartCard } from "./chart-card";
import { ReportBarChart } from "./report-bar-chart";
import { ReportDownload } from "./report-download";
import { ReportFiguresList, ReportTable } from "./report-table";

const cop = (cents: number) => formatCop(pesos(cents));

export function RealInventoryTab() {
  const [days, setDays] = useState<90 | 180>(90);
  const stock = useStockReport(days);
  return (
    <AsyncState
      loading={stock.isLoading}
      loadingText="Cargando inventario..."
      error={stock.error}
      errorTitle="Error al cargar el inventario"
      onRetry={() => void stock.mutate()}
      titleLevel={3}
    >
      {stock.data ? <StockFigures stock={stock.data} days={days} onDays={setDays} /> : null}
    </AsyncState>
  );
}

function StockFigures({
  stock,
  days,
  onDays,
}: {
  stock: StockReport;
  days: 90 | 180;
  onDays: (d: 90 | 180) => void;
}) {
  const v = stock.valuation;
  const dead = stock.deadStock;
  return (
    <>
      <ReportFiguresList
        items={[
          ["Productos con stock", formatCount(v.products)],
          ["Unidades en stock", formatCount(v.units)],
          ["Valor al costo", cop(v.costCents)],
          ["Valor al precio de venta", cop(v.priceCents)],
        ]}
      />
      <div className="report-grid">
        <ChartCard
          title="Valor del Inventario"
          description="El stock valorado al costo y al precio de venta"
          action={<ReportDownload table={() => valuationTable(stock)} />}
        >
          <ReportBarChart
            data={[
              { concept: "Al costo", value: pesos(v.costCents) },
              { concept: "Al precio de venta", value: pesos(v.priceCents) },
            ]}
            indexBy="concept"
            series={[{ key: "value", label: "Valor" }]}
            indexLegend="Valoración"
            valueLegend="Valor (COP)"
            formatValue={formatCop}
            formatTick={formatCopCompact}
            ariaLabel="Gráfico del valor del inventario"
          />
        </ChartCard>
        <ChartCard
          title="Inventario sin Movimiento"
          description={`${formatCount(dead.products)} productos con stock y sin ventas en ${days} días: ${cop(dead.costCents)} al costo`}
          action={<ReportDownload table={() => deadStockTable(stock)} />}
        >
          <SegmentedControl
            aria-label="Días sin ventas"
            size="small"
            options={[
              { value: "90", label: "90 días" },
              { value: "180", label: "180 días" },
            ]}
            value={String(days)}
            onValueChange={(next) => onDays(next === "180" ? 180 : 90)}
          />
          <ReportTable
            caption="Inventario sin movimiento"
            columns={["Producto", "Stock", "Valor al costo", "Última venta"]}
            rows={dead.items.map((item) => [
              `${item.name} (${item.sku})`,
              formatCount(item.stock),
              cop(item.valueCents),
              item.lastSoldAt ? formatDate(item.lastSoldAt) : "Nunca",
            ])}
            emptyText={`Todos los productos con stock se vendieron en los últimos ${days} días.`}
          />
        </ChartCard>
      </div>
    </>
  );
}
