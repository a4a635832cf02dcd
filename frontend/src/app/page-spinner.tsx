// A centred spinner: a screen's chunk on its way, or a remembered session being checked.
import { Spinner } from "@blueprintjs/core";

export interface PageSpinnerProps {
  label?: string;
  fullScreen?: boolean;
}

export function PageSpinner({ label = "Cargando...", fullScreen = false }: PageSpinnerProps) {
  return (
    <div
      className={fullScreen ? "page-spinner page-spinner-full" : "page-spinner"}
      role="status"
      aria-live="polite"
    >
      <Spinner size={40} aria-label={label} />
      <span className="page-spinner-label">{label}</span>
    </div>
  );
}
