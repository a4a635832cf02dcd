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
  children: ReactNode;
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
        title={props.errorTitle ?? "Error al cargar los datos"}
        description={description}
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
        title={props.emptyTitle ?? "Sin datos"}
        description={props.emptyDescription}
        action={props.emptyAction}
      />
    );
  }
  return <>{children}</>;
}
