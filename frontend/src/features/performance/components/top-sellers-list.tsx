// The 'Mejores Vendedores' card's body: up to three sellers, their sales, amount and goal, and the
// link to the Vendedores tab.
import { Button, Card } from "@blueprintjs/core";
import { ArrowRight } from "@blueprintjs/icons";
import type { ReactNode } from "react";

export interface TopSeller {
  key: string | number;
  name: string;
  salesCount: number;
  amount: string;
  goal: string;
}

export function TopSellersList({
  top,
  empty,
  onShowAll,
}: {
  top: readonly TopSeller[];
  empty?: ReactNode;
  onShowAll: () => void;
}) {
  return (
    <Card className="perf-card" compact>
      <h2 className="perf-card-title">Mejores Vendedores</h2>
      {top.length === 0 ? empty : null}
      <ol className="perf-top-list">
        {top.map((seller, index) => (
          <li key={seller.key}>
            <span className="perf-rank" aria-hidden>
              {index + 1}
            </span>
            <span className="perf-top-name">
              <strong>{seller.name}</strong>
              <small>{seller.salesCount} ventas</small>
            </span>
            <span className="perf-top-figures">
              <strong>{seller.amount}</strong>
              <small>{seller.goal}</small>
            </span>
          </li>
        ))}
      </ol>
      <Button variant="minimal" intent="primary" endIcon={<ArrowRight />} onClick={onShowAll}>
        Ver todos los vendedores
      </Button>
    </Card>
  );
}
