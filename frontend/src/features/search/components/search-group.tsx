// One group of results (Productos, Marcas, Vehículos, Categorías): a title and links, or the
// group's error with a retry.
import { Card, H2 } from "@blueprintjs/core";
import { useId, type ReactNode } from "react";
import { Link } from "react-router-dom";
import { AsyncState } from "@/components/async-state";
import { RESULT_ITEM } from "@/lib/shortcuts/result-keys";

export interface SearchHit {
  id: number;
  to: string;
  title: string;
  detail?: ReactNode;
}

export interface SearchGroupProps {
  title: string;
  icon: ReactNode;
  hits: readonly SearchHit[];
  error?: unknown;
  onRetry: () => void;
  /** Shown under the list, e.g. how many more products matched. */
  footer?: ReactNode;
}

export function SearchGroup({ title, icon, hits, error, onRetry, footer }: SearchGroupProps) {
  const titleId = useId();
  return (
    <Card className="search-group" role="region" aria-labelledby={titleId}>
      <H2 id={titleId} className="search-group-title">
        <span aria-hidden className="search-group-icon">
          {icon}
        </span>
        {title}
        {!error ? <span className="search-count"> ({hits.length})</span> : null}
      </H2>
      <AsyncState loading={false} error={error} errorTitle={`Error al buscar en ${title}`} onRetry={onRetry}>
        <ul className="search-hits">
          {hits.map((hit) => (
            <li key={hit.id}>
              <Link className="search-hit" to={hit.to} {...RESULT_ITEM}>
                <span className="search-hit-title">{hit.title}</span>
                {hit.detail ? <span className="search-hit-detail">{hit.detail}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
        {footer ? <p className="search-footer">{footer}</p> : null}
      </AsyncState>
    </Card>
  );
}
