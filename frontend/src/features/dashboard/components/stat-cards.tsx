// The four headline figures. While they load each card reads 'Cargando...'; the 'desde ayer'
// change indicator keeps its place but, as in the specification, is fed no data.
import { Card } from "@blueprintjs/core";
import { Box, Dollar, People, Tag } from "@blueprintjs/icons";
import type { ReactNode } from "react";
import { AsyncState } from "@/components/async-state";
import type { DashboardStats } from "@/lib/api/types";
import { formatWholeNumber } from "@/lib/format";
import { useDashboardStats } from "../api/use-dashboard-stats";

const CARDS: readonly { key: keyof DashboardStats; title: string; icon: ReactNode }[] = [
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
            <div className="dash-stat-change">
              <span className="dash-stat-percent">+0%</span> desde ayer
            </div>
          </Card>
        ))}
      </div>
    </AsyncState>
  );
}
