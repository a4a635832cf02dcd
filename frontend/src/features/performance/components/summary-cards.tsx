// The overview's three cards: total sales against the monthly goal, the top-3 sellers, and the
// general statistics (all fixed demo figures).
import { Card } from "@blueprintjs/core";
import { formatCop, formatCopCents } from "@/lib/format";
import { GOAL_MONTH, PERFORMANCE_SUMMARY, type Seller } from "../data/performance-demo";
import { monthLabel } from "../lib/goals";
import { formatWholePercent } from "../lib/performance-format";
import { sellerCompletion, sortBySalesAmount, targetCompletion } from "../lib/performance-rules";
import { ProgressLine } from "./progress-line";
import { TrendTag } from "./trend-tag";
import { FigureList } from "./figure-list";
import { TopSellersList } from "./top-sellers-list";

const S = PERFORMANCE_SUMMARY;

export function TotalSalesCard() {
  const growth = ((S.totalSales - S.previousMonthSales) / S.previousMonthSales) * 100;
  return (
    <Card className="perf-card" compact>
      <h2 className="perf-card-title">Ventas Totales</h2>
      <p className="perf-big-figure">{formatCop(S.totalSales)}</p>
      <ProgressLine
        label="Meta mensual"
        percent={targetCompletion(S.totalSales, S.monthlyGoal)}
        detail={`de ${formatCop(S.monthlyGoal)}`}
      />
      <p className="perf-card-line">
        <TrendTag trend={growth} /> vs mes anterior ({formatCop(S.previousMonthSales)})
      </p>
    </Card>
  );
}

export function TopSellersCard({
  sellers,
  onShowAll,
}: {
  sellers: readonly Seller[];
  onShowAll: () => void;
}) {
  const top = sortBySalesAmount(sellers)
    .slice(0, 3)
    .map((seller) => ({
      key: seller.id,
      name: seller.name,
      salesCount: seller.stats.salesCount,
      amount: formatCop(seller.stats.salesAmount),
      goal: `${formatWholePercent(sellerCompletion(seller))} de la meta`,
    }));
  return <TopSellersList top={top} onShowAll={onShowAll} />;
}

export function GeneralStatsCard() {
  const rows: [string, string][] = [
    ["Total de ventas", String(S.salesCount)],
    ["Ticket promedio", formatCopCents(S.averageTicket)],
    ["Tasa de conversión", `${S.conversionRate}%`],
    ["Días restantes", String(S.daysRemaining)],
    ["Mes de la meta", monthLabel(GOAL_MONTH.year, GOAL_MONTH.month)],
  ];
  return (
    <Card className="perf-card" compact>
      <h2 className="perf-card-title">Estadísticas Generales</h2>
      <FigureList figures={rows} className="perf-stat-list" />
    </Card>
  );
}
