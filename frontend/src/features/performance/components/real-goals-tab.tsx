// Metas over the recorded period: a card per seller with his goal (the months of the period added
// up), the progress in the specification's colours, net sales, units against the units goal and the
// days left in the month. 'Histórico' shows his past months; an Administrador's 'Editar Meta' opens
// this month's goals and 'Nueva Meta' next month's.
import { Button, ButtonGroup, Card, NonIdealState } from "@blueprintjs/core";
import { Add, Edit, Flag, History } from "@blueprintjs/icons";
import { formatCop } from "@/lib/format";
import type { SellerPerformanceRow } from "../api/use-seller-performance";
import { pesos } from "../lib/real-figures";
import { daysLeftInMonth } from "../lib/real-period";
import { GoalLine } from "./real-summary-cards";
import { FigureList } from "./figure-list";

export interface RealGoalsTabProps {
  sellers: readonly SellerPerformanceRow[];
  /** The period's last day: the days remaining count from it. */
  to: string;
  admin: boolean;
  onHistory: (seller: SellerPerformanceRow["seller"]) => void;
  onEdit: () => void;
  onNew: () => void;
}

export function RealGoalsTab({ sellers, to, admin, onHistory, onEdit, onNew }: RealGoalsTabProps) {
  const named = sellers.filter((row) => row.seller.id !== null);
  if (named.length === 0) {
    return (
      <NonIdealState
        icon={<Flag size={48} />}
        title="No hay metas ni ventas en este periodo"
        action={
          admin ? (
            <Button intent="primary" icon={<Flag />} text="Establecer Metas" onClick={onEdit} />
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="perf-card-grid">
      {named.map((row) => {
        const figures: [string, string][] = [
          ["Meta", row.goal ? formatCop(pesos(row.goal.amountCents)) : "Sin meta"],
          ["Ventas", formatCop(pesos(row.netCents))],
          ["Unidades", row.goal ? `${row.units} de ${row.goal.units}` : String(row.units)],
          ["Días restantes", String(daysLeftInMonth(to))],
        ];
        return (
          <Card key={row.seller.id} className="perf-card perf-goal-card" compact>
            <h2 className="perf-card-title">{row.seller.name}</h2>
            <FigureList figures={figures} />
            <GoalLine label="Progreso" percent={row.progressPercent} goalCents={row.goal?.amountCents ?? 0} />
            <ButtonGroup className="perf-goal-actions" fill>
              <Button icon={<History />} text="Histórico" onClick={() => onHistory(row.seller)} />
              {admin ? <Button icon={<Edit />} text="Editar Meta" onClick={onEdit} /> : null}
              {admin ? <Button icon={<Add />} text="Nueva Meta" onClick={onNew} /> : null}
            </ButtonGroup>
          </Card>
        );
      })}
    </div>
  );
}
