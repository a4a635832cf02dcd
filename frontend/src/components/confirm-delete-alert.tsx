// The confirmation asked before every delete of the catalogue. The alert stays open (loading)
// while the delete runs, then closes whatever the outcome: the outcome is told by a toast.
import { Alert } from "@blueprintjs/core";
import { Trash } from "@blueprintjs/icons";
import { useState, type ReactNode } from "react";

export interface ConfirmDeleteAlertProps {
  isOpen: boolean;
  children: ReactNode;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function ConfirmDeleteAlert({ isOpen, children, onConfirm, onClose }: ConfirmDeleteAlertProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  }

  return (
    <Alert
      isOpen={isOpen}
      intent="danger"
      icon={<Trash size={40} />}
      cancelButtonText="Cancelar"
      confirmButtonText="Eliminar"
      loading={busy}
      canEscapeKeyCancel={!busy}
      canOutsideClickCancel={!busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
      className="catalogue-alert"
    >
      {children}
    </Alert>
  );
}
