// The four headline figures. While they load each card reads 'Cargando...'. The 'desde ayer'
// change indicator keeps its place but, as in the specification, is fed no data; with 'Modo
// mostrador' on, 'Total Ventas' compares the recorded sales with the day before, and the cards
// with nothing recorded to compare leave it out rather than claim '+0%'.
import { Card } from "@blueprintjs/core";
import { Box, Dollar, People, Tag } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { AsyncState } from "@/components/async-state";
import type { DashboardStats } from "@/lib/api/types";
import { formatWholeNumber } from "@/lib/format";
import { useDashboardStats } from "../api/use-dashboard-stats";
import { salesChange } from "../lib/dashboard-display";

type CardKey = "totalProducts" | "totalUsers" | "totalSales" | "activePromotions";

const CARDS: readonly { key: CardKey; title: string; icon: ReactNode }[] = [
  { key: "totalProducts", title: "Total Productos", icon: <Box size={20} /> },
  { key: "totalUsers", title: "Total Usuarios", icon: <People size={20} /> },
  { key: "totalSales", title: "Total Ventas", icon: <Dollar size={20} /> },
  { key: "activePromotions", title: "Promociones Activas", icon: <Tag size={20} /> },
];

export function StatCards() {
  const { data, error, isLoading, mutate } = useDashboardStats();
  return (
    <AsyncState
      loading={false}
      error={error}
      errorTitle="Error al cargar las estadísticas"
      onRetry={() => void mutate()}
    >
      <div className="dash-stats">
        {CARDS.map((card) => (
          <Card key={card.key} className="dash-stat" role="group" aria-label={card.title}>
            <div className="dash-stat-head">
              <span className="dash-stat-title">{card.title}</span>
              <span className="dash-stat-icon" aria-hidden>
                {card.icon}
              </span>
            </div>
            <div className="dash-stat-value" data-testid={`stat-${card.key}`}>
              {isLoading || !data ? "Cargando..." : formatWholeNumber(data[card.key])}
            </div>
            <StatChange card={card.key} stats={data} />
          </Card>
        ))}
      </div>
    </AsyncState>
  );
}

function StatChange({ card, stats }: { card: CardKey; stats: DashboardStats | undefined }) {
  const recorded = stats?.salesToday !== undefined && stats.salesYesterday !== undefined;
  if (!stats || !recorded)
    return (
      <div className="dash-stat-change">
        <span className="dash-stat-percent">+0%</span> desde ayer
      </div>
    );
  if (card !== "totalSales") return <div className="dash-stat-change" />;
  const change = salesChange(stats.salesToday ?? 0, stats.salesYesterday ?? 0);
  return (
    <div className="dash-stat-change">
      {"percent" in change ? (
        <>
          <span className="dash-stat-percent">{change.percent}</span> desde ayer
        </>
      ) : (
        change.text
      )}
    </div>
  );
}
