// The confirmation asked before every delete. The alert stays open (loading) while the delete
// runs; the outcome is told by a toast. It then closes, unless onConfirm answers `false` (a failed
// delete the user may retry from the same alert). The alert is named by `title` (read, not drawn)
// and described by its question; closing gives focus back to what opened it.
import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useId, useState, type ReactNode } from "react";
import { useReturnFocus } from "@/lib/return-focus";

export interface ConfirmDeleteAlertProps {
  isOpen: boolean;
  children: ReactNode;
  onConfirm: () => Promise<boolean | void>;
  onClose: () => void;
  className?: string;
  confirmText?: string;
  /** The alert's accessible name. */
  title?: string;
}

export function ConfirmDeleteAlert(props: ConfirmDeleteAlertProps) {
  const { isOpen, children, onConfirm, onClose, className, confirmText = "Eliminar" } = props;
  const { title = "Confirmar eliminación" } = props;
  const [busy, setBusy] = useState(false);
  const id = useId();
  const returnFocus = useReturnFocus(isOpen);

  async function confirm() {
    setBusy(true);
    let close = true;
    try {
      close = (await onConfirm()) !== false;
    } finally {
      setBusy(false);
      if (close) onClose();
    }
  }

  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon={<Trash size={40} />}
      cancelButtonText="Cancelar"
      confirmButtonText={confirmText}
      loading={busy}
      canEscapeKeyCancel={!busy}
      canOutsideClickCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      onClosed={returnFocus}
      className={className}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
    >
      <h2 id={`${id}-title`} className="app-visually-hidden">
        {title}
      </h2>
      <div id={`${id}-question`}>{children}</div>
    </Alert>
  );
}
