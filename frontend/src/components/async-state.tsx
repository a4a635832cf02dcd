// The one way every screen shows loading, error and empty states.
import { Button, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Inbox, Refresh } from "@blueprintjs/icons";
import type { JSX, ReactNode } from "react";

export interface AsyncStateProps {
  loading: boolean;
  error?: unknown;
  /** Title of the error state, e.g. 'Error al cargar los productos'. */
  errorTitle?: string;
  /** Text under the error title; defaults to the error's message. */
  errorDescription?: string;
  onRetry?: () => void;
  empty?: boolean;
  emptyTitle?: string;
  emptyDescription?: ReactNode;
  emptyAction?: JSX.Element;
  loadingText?: string;
  /**
   * The level of the error or empty state's title: Blueprint writes an h4, which skips a level
   * under a section's h2 (axe's heading-order). Default 4.
   */
  titleLevel?: 3 | 4;
  children: ReactNode;
}

/** NonIdealState's title and description, the title at `level` (Blueprint's own h4 by default). */
function titled(level: 3 | 4, title: string, description: ReactNode) {
  if (level === 4) return { title, description };
  return {
    description: (
      <>
        <h3 className="bp6-heading async-state-title">{title}</h3>
        {description}
      </>
    ),
  };
}

export function AsyncState(props: AsyncStateProps) {
  const { loading, error, empty, children } = props;
  if (loading) {
    return (
      <div className="async-state async-state-loading" role="status" aria-live="polite">
        <Spinner size={32} />
        <span>{props.loadingText ?? "Cargando..."}</span>
      </div>
    );
  }
  if (error) {
    const description =
      props.errorDescription ?? (error instanceof Error ? error.message : "Intente nuevamente.");
    return (
      <NonIdealState
        className="async-state async-state-error"
        icon={<ErrorIcon size={48} />}
        {...titled(props.titleLevel ?? 4, props.errorTitle ?? "Error al cargar los datos", description)}
        action={
          props.onRetry ? (
            <Button icon={<Refresh />} intent="primary" onClick={props.onRetry}>
              Reintentar
            </Button>
          ) : undefined
        }
      />
    );
  }
  if (empty) {
    return (
      <NonIdealState
        className="async-state async-state-empty"
        icon={<Inbox size={48} />}
        {...titled(props.titleLevel ?? 4, props.emptyTitle ?? "Sin datos", props.emptyDescription)}
        action={props.emptyAction}
      />
    );
  }
  return <>{children}</>;
}
