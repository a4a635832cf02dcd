// Catches a screen that could not load (its chunk failed twice, or it threw while rendering) and
// shows the shared error state with 'Reintentar' instead of leaving the page empty.
import { Component, type ReactNode } from "react";
import { AsyncState } from "./async-state";

export const SCREEN_LOAD_ERROR = {
  title: "No se pudo cargar la pantalla",
  description: "Revisa tu conexión e inténtalo de nuevo.",
} as const;

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

export class ScreenLoadBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <AsyncState
        loading={false}
        error
        errorTitle={SCREEN_LOAD_ERROR.title}
        errorDescription={SCREEN_LOAD_ERROR.description}
        onRetry={this.props.onRetry}
      >
        {null}
      </AsyncState>
    );
  }
}
