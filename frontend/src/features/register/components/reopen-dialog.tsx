// An Administrador reopens a closed session; the reason is recorded with it.
import { Button, Classes, FormGroup, InputGroup } from "@blueprintjs/core";
import { useId, useState } from "react";
import { AppDialog } from "@/components/app-dialog";
import { toast } from "@/components/toaster";
import type { RegisterSession } from "@/lib/api/types";
import { useSessionActions } from "../api/use-register";

export function ReopenDialog({ session, onClose }: { session: RegisterSession | null; onClose: () => void }) {
  const id = useId();
  const [reason, setReason] = useState("");
  const [saving, setSaving] = useState(false);
  const { reopen } = useSessionActions();
  const submit = async () => {
    if (!session) return;
    setSaving(true);
    try {
      await reopen(session.id, reason);
      toast.success(`Caja reabierta: ${session.register.name}`);
      setReason("");
      onClose();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <AppDialog isOpen={session !== null} onClose={onClose} title="Reabrir caja">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={Classes.DIALOG_BODY}>
          <FormGroup label="Motivo de la reapertura" labelFor={`${id}-reason`}>
            <InputGroup id={`${id}-reason`} value={reason} onValueChange={setReason} maxLength={300} />
          </FormGroup>
        </div>
        <div className={Classes.DIALOG_FOOTER}>
          <div className={Classes.DIALOG_FOOTER_ACTIONS}>
            <Button onClick={onClose}>Cancelar</Button>
            <Button type="submit" intent="primary" loading={saving} disabled={reason.trim() === ""}>
              Reabrir
            </Button>
          </div>
        </div>
      </form>
    </AppDialog>
  );
}
