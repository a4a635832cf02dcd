// The overview's three cards over the recorded period: total net sales against the goals added up
// and the previous period, the top-3 sellers, and the general statistics.
import { Card } from "@blueprintjs/core";
import { formatCop, formatCopCents } from "@/lib/format";
import type { SellerPerformanceRow } from "../api/use-seller-performance";
import { pesos, type PeriodTotals } from "../lib/real-figures";
import { formatWholePercent } from "../lib/performance-format";
import { ProgressLine } from "./progress-line";
import { TrendTag } from "./trend-tag";
import { FigureList } from "./figure-list";
import { TopSellersList } from "./top-sellers-list";

/** The goal's bar, or the words saying there is none. */
export function GoalLine({
  label,
  percent,
  goalCents,
}: {
  label: string;
  percent: number | null;
  goalCents: number;
}) {
  if (percent === null) return <p className="perf-card-muted">{label}: sin meta para este periodo</p>;
  return <ProgressLine label={label} percent={percent} detail={`de ${formatCop(pesos(goalCents))}`} />;
}

/** The trend badge against the previous period, or the words saying it sold nothing. */
export function TrendLine({ trend, previousCents }: { trend: number | null; previousCents: number }) {
  if (trend === null) return <p className="perf-card-line">Sin ventas en el periodo anterior</p>;
  return (
    <p className="perf-card-line">
      <TrendTag trend={trend} /> vs periodo anterior ({formatCop(pesos(previousCents))})
    </p>
  );
}

export function RealTotalSalesCard({ totals }: { totals: PeriodTotals }) {
  return (
    <Card className="perf-card" compact>
      <h2 className="perf-card-title">Ventas Totales</h2>
      <p className="perf-big-figure">{formatCop(pesos(totals.netCents))}</p>
      <GoalLine label="Meta" percent={totals.progressPercent} goalCents={totals.goalCents} />
      <TrendLine trend={totals.trendPercent} previousCents={totals.previousNetCents} />
    </Card>
  );
}

export function RealTopSellersCard({
  sellers,
  onShowAll,
}: {
  sellers: readonly SellerPerformanceRow[];
  onShowAll: () => void;
}) {
  const top = sellers
    .filter((s) => s.salesCount > 0 || s.netCents !== 0)
    .slice(0, 3)
    .map((row) => ({
      key: row.seller.id ?? "none",
      name: row.seller.name,
      salesCount: row.salesCount,
      amount: formatCop(pesos(row.netCents)),
      goal:
        row.progressPercent === null ? "sin meta" : `${formatWholePercent(row.progressPercent)} de la meta`,
    }));
  const empty = <p className="perf-card-muted">No hay ventas en este periodo</p>;
  return <TopSellersList top={top} empty={empty} onShowAll={onShowAll} />;
}

export function RealGeneralStatsCard({ totals }: { totals: PeriodTotals }) {
  const rows: [string, string][] = [
    ["Total de ventas", String(totals.salesCount)],
    ["Ticket promedio", formatCopCents(pesos(totals.averageTicketCents))],
    ["Unidades", String(totals.units)],
    ["Devoluciones", formatCop(pesos(totals.returnedCents))],
    ["Margen", formatCop(pesos(totals.marginCents))],
    ["Comisión estimada", formatCop(pesos(totals.commissionCents))],
  ];
  return (
    <Card className="perf-card" compact>
      <h2 className="perf-card-title">Estadísticas Generales</h2>
      <FigureList figures={rows} className="perf-stat-list" />
    </Card>
  );
}
