// One titled list of the dashboard, with its loading, error (with retry) and empty states.
import { Card, H2 } from "@blueprintjs/core";
import { useId, type ReactNode } from "react";
import { AsyncState } from "@/components/async-state";

export interface DashboardListCardProps {
  title: string;
  loading: boolean;
  error: unknown;
  errorTitle: string;
  onRetry: () => void;
  empty: boolean;
  emptyTitle: string;
  children: ReactNode;
}

export function DashboardListCard(props: DashboardListCardProps) {
  const titleId = useId();
  return (
    <Card className="dash-list-card" role="region" aria-labelledby={titleId}>
      <H2 id={titleId} className="dash-list-title">
        {props.title}
      </H2>
      <AsyncState
        loading={props.loading}
        error={props.error}
        errorTitle={props.errorTitle}
        onRetry={props.onRetry}
        empty={props.empty}
        emptyTitle={props.emptyTitle}
      >
        {props.children}
      </AsyncState>
    </Card>
  );
}
