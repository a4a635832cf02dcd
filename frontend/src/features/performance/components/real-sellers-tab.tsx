// Vendedores over the recorded period: search by name and a card per seller, biggest net sales first
// (the server's order): sales, amount, units, average ticket, returns, margin, the 5 % commission,
// the trend against the previous period and the goal's progress.
import { Button, Card, NonIdealState } from "@blueprintjs/core";
import { Search } from "@blueprintjs/icons";
import { useState } from "react";
import { formatCop, formatCopCents } from "@/lib/format";
import type { SellerPerformanceRow } from "../api/use-seller-performance";
import { searchByName } from "../lib/performance-rules";
import { pesos } from "../lib/real-figures";
import { GoalLine } from "./real-summary-cards";
import { TrendTag } from "./trend-tag";
import { FigureList } from "./figure-list";
import { SellerSearchBox } from "./seller-search-box";

export function RealSellersTab({ sellers }: { sellers: readonly SellerPerformanceRow[] }) {
  const [search, setSearch] = useState("");
  const shown = searchByName(sellers, search, (row) => row.seller.name);
  return (
    <div className="perf-sellers">
      <div className="perf-toolbar">
        <SellerSearchBox value={search} onChange={setSearch} />
      </div>
      {shown.length === 0 ? (
        <NonIdealState
          icon={<Search size={48} />}
          title="No se encontraron vendedores"
          description={search.trim() ? "Prueba con otro nombre." : "Nadie vendió en este periodo."}
        />
      ) : (
        <div className="perf-card-grid">
          {shown.map((row) => (
            <RealSellerCard key={row.seller.id ?? "none"} row={row} />
          ))}
        </div>
      )}
    </div>
  );
}

function RealSellerCard({ row }: { row: SellerPerformanceRow }) {
  const figures: [string, string][] = [
    ["Ventas", String(row.salesCount)],
    ["Monto", formatCop(pesos(row.netCents))],
    ["Unidades", String(row.units)],
    ["Ticket promedio", formatCopCents(pesos(row.averageTicketCents))],
    ["Devoluciones", formatCop(pesos(row.returnedCents))],
    ["Margen", formatCop(pesos(row.marginCents))],
    ["Comisión estimada", formatCop(pesos(row.commissionCents))],
  ];
  return (
    <Card className="perf-card perf-seller-card" compact>
      <div className="perf-seller-head">
        <h2 className="perf-card-title">{row.seller.name}</h2>
        {row.trendPercent === null ? (
          <span className="perf-card-muted">Sin ventas antes</span>
        ) : (
          <TrendTag trend={row.trendPercent} />
        )}
      </div>
      <FigureList figures={figures} />
      <GoalLine label="Meta mensual" percent={row.progressPercent} goalCents={row.goal?.amountCents ?? 0} />
      {/* The specification shows no behaviour for it. */}
      <Button fill text="Ver Detalle" />
    </Card>
  );
}
