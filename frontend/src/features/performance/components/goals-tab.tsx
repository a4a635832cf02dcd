// Metas: a card per seller with the target, progress, sales, units and days remaining. The three
// buttons have no behaviour in the specification and keep their place and text.
import { Button, ButtonGroup, Card } from "@blueprintjs/core";
import { Add, Edit, History } from "@blueprintjs/icons";
import { formatCop } from "@/lib/format";
import { PERFORMANCE_SUMMARY, type Seller } from "../data/performance-demo";
import { sellerCompletion, sortBySalesAmount } from "../lib/performance-rules";
import { ProgressLine } from "./progress-line";
import { FigureList } from "./figure-list";

export function GoalsTab({ sellers }: { sellers: readonly Seller[] }) {
  return (
    <div className="perf-card-grid">
      {sortBySalesAmount(sellers).map((seller) => {
        const figures: [string, string][] = [
          ["Meta", formatCop(seller.stats.targetAmount)],
          ["Ventas", formatCop(seller.stats.salesAmount)],
          ["Unidades", String(seller.stats.salesCount)],
          ["Días restantes", String(PERFORMANCE_SUMMARY.daysRemaining)],
        ];
        return (
          <Card key={seller.id} className="perf-card perf-goal-card" compact>
            <h2 className="perf-card-title">{seller.name}</h2>
            <FigureList figures={figures} />
            <ProgressLine label="Progreso" percent={sellerCompletion(seller)} />
            <ButtonGroup className="perf-goal-actions" fill>
              <Button icon={<History />} text="Histórico" />
              <Button icon={<Edit />} text="Editar Meta" />
              <Button icon={<Add />} text="Nueva Meta" />
            </ButtonGroup>
          </Card>
        );
      })}
    </div>
  );
}
