// One seller on the Vendedores tab: trend, sales, amount, average ticket, commission and the monthly
// target's progress.
import { Button, Card } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { formatCop, formatCopCents } from "@/lib/format";
import type { Seller } from "../data/performance-demo";
import { commission, ROLE_LABELS, sellerCompletion } from "../lib/performance-rules";
import { ProgressLine } from "./progress-line";
import { TrendTag } from "./trend-tag";
import { FigureList } from "./figure-list";

export function SellerCard({ seller }: { seller: Seller }) {
  const { stats } = seller;
  const figures: [string, string][] = [
    ["Ventas", String(stats.salesCount)],
    ["Monto", formatCop(stats.salesAmount)],
    ["Ticket promedio", formatCopCents(stats.averageTicket)],
    ["Comisión estimada", formatCop(commission(stats.salesAmount))],
  ];
  return (
    <Card className="perf-card perf-seller-card" compact>
      <div className="perf-seller-head">
        <div>
          <h2 className="perf-card-title">{seller.name}</h2>
          <span className="perf-card-muted">@{seller.username}</span>{" "}
          <Badge minimal>{ROLE_LABELS[seller.role]}</Badge>
        </div>
        <TrendTag trend={stats.monthlyTrend} />
      </div>
      <FigureList figures={figures} />
      <ProgressLine
        label="Meta mensual"
        percent={sellerCompletion(seller)}
        detail={`de ${formatCop(stats.targetAmount)}`}
      />
      {/* The specification shows no behaviour for it. */}
      <Button fill text="Ver Detalle" />
    </Card>
  );
}
