// A dialog that asks for the reason of an action that is recorded with it (reopening a closed
// register session, voiding a payment…): one field, 'Cancelar' and the action's button, enabled once
// a reason is typed. The action's Spanish error stays in a toast; the dialog stays open to retry.
import { Button, Classes, FormGroup, InputGroup, type Intent } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "./app-dialog";
import { toast } from "./toaster";

export interface ReasonDialogProps {
  isOpen: boolean;
  title: string;
  reasonLabel: string;
  actionText: string;
  intent?: Intent;
  /** Records the action; its success message is toasted. Throws with the server's message. */
  onSubmit: (reason: string) => Promise<string>;
  onClose: () => void;
}

export function ReasonDialog({
  isOpen,
  title,
  reasonLabel,
  actionText,
  intent = "primary",
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (reason.trim() === "") return;
    setSaving(true);
    try {
      toast.success(await onSubmit(reason));
      setReason("");
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog isOpen={isOpen} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label={reasonLabel} labelFor={`${id}-reason`}>
            <InputGroup id={`${id}-reason`} value={reason} onValueChange={setReason} maxLength={300} />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" intent={intent} loading={saving} disabled={reason.trim() === ""}>
              {actionText}
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
