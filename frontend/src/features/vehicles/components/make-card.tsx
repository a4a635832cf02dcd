// One make of the 'Todas las Marcas' tab: a collapsible card listing its models with their year
// range (or 'Años no especificados') and engine. A deep link to the make highlights the card and
// scrolls it into view.
import { Button, Card, Classes } from "@blueprintjs/core";
import { Badge } from "@/components/badge";
import { CollapsePanel } from "@/components/collapse-panel";
import { ChevronDown, ChevronRight } from "@blueprintjs/icons";
import { useEffect, useId, useRef } from "react";
import type { VehicleMake } from "@/lib/catalogue/merge-vehicles";
import { formatYearRange } from "@/lib/vehicle-years";
import "./vehicles.css";

export interface MakeCardProps {
  make: VehicleMake;
  expanded: boolean;
  onToggle: (key: string) => void;
  highlighted?: boolean;
}

function modelCount(count: number): string {
  return count === 1 ? "1 modelo" : `${count} modelos`;
}

export function MakeCard({ make, expanded, onToggle, highlighted = false }: MakeCardProps) {
  const titleId = useId();
  const listId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: "center", behavior: "smooth" });
  }, [highlighted]);

  return (
    <Card
      ref={ref}
      className={highlighted ? "make-card is-highlighted" : "make-card"}
      elevation={highlighted ? 3 : 1}
      role="article"
      aria-labelledby={titleId}
      aria-current={highlighted ? "true" : undefined}
    >
      <Button
        className="make-card-toggle"
        variant="minimal"
        fill
        alignText="start"
        icon={expanded ? <ChevronDown /> : <ChevronRight />}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => onToggle(make.key)}
      >
        <span className="make-card-title" id={titleId}>
          {make.name}
        </span>
        <Badge minimal round className="make-card-count">
          {modelCount(make.models.length)}
        </Badge>
      </Button>
      {make.description ? (
        <p className={`make-card-description ${Classes.TEXT_MUTED}`}>{make.description}</p>
      ) : null}
      <CollapsePanel isOpen={expanded}>
        <ul className="make-card-models" id={listId} aria-label={`Modelos de ${make.name}`}>
          {make.models.map((model) => (
            <li key={model.key} className="make-card-model">
              <span className="make-card-model-name">{model.name}</span>
              <span className={Classes.TEXT_MUTED}>{formatYearRange(model.yearFrom, model.yearTo)}</span>
              {model.engine ? (
                <Badge minimal className="make-card-engine">
                  {model.engine}
                </Badge>
              ) : null}
            </li>
          ))}
          {make.models.length === 0 ? (
            <li className={`make-card-model ${Classes.TEXT_MUTED}`}>Sin modelos registrados</li>
          ) : null}
        </ul>
      </CollapsePanel>
    </Card>
  );
}
