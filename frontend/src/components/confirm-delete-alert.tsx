// The confirmation asked before every delete. The alert stays open (loading) while the delete
// runs; the outcome is told by a toast. It then closes, unless onConfirm answers `false` (a failed
// delete the user may retry from the same alert).
import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useState, type ReactNode } from "react";

export interface ConfirmDeleteAlertProps {
  isOpen: boolean;
  children: ReactNode;
  onConfirm: () => Promise<boolean | void>;
  onClose: () => void;
  className?: string;
  confirmText?: string;
}

export function ConfirmDeleteAlert(props: ConfirmDeleteAlertProps) {
  const { isOpen, children, onConfirm, onClose, className, confirmText = "Eliminar" } = props;
  const [busy, setBusy] = useState(false);

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
      className={className}
    >
      {children}
    </Alert>
  );
}
