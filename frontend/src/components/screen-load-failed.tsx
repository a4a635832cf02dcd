// What a screen shows when its code could not be loaded (twice): the shared error state with
// 'Reintentar' instead of an empty page.
import { AsyncState } from "./async-state";

export const SCREEN_LOAD_ERROR = {
  title: "No se pudo cargar la pantalla",
  description: "Revisa tu conexión e inténtalo de nuevo.",
} as const;

export function ScreenLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <AsyncState
      loading={false}
      error
      errorTitle={SCREEN_LOAD_ERROR.title}
      errorDescription={SCREEN_LOAD_ERROR.description}
      onRetry={onRetry}
    >
      {null}
    </AsyncState>
  );
}
